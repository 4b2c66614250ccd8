import type { MessageDescriptor } from "@lingui/core";
import { checkName, checkPhone, SITE_SCENES, type RequestOf, type Site, type SiteTreeNode } from "@vms/api-client";
import type { SiteSceneValue } from "@/entities/site";
import { nameProblemMessages, requiredMessage } from "@/shared/lib/form-messages";
import { customSceneRequiredMessage, maxLengthMessage, phoneInvalidMessage } from "./site-messages";

/** What the site dialog is for: a new (sub-)site under `parent`, or editing `site`. */
export type SiteFormTarget = { mode: "add"; parent: SiteTreeNode | null } | { mode: "edit"; site: SiteTreeNode };

/** The fields of the site form (spec §3 Site). */
export interface SiteFormValues {
  siteName: string;
  scene: SiteSceneValue;
  /** With scene 9 (other): the organization's custom scene. */
  customSceneId: string | null;
  city: string;
  address: string;
  contactPerson: string;
  contactPhone: string;
}
export type SiteFormField = keyof SiteFormValues;
export type SiteFormErrors = Partial<Record<SiteFormField, MessageDescriptor>>;

/** Longest value per text field (the contract's limits). */
export const SITE_FIELD_MAX = { siteName: 32, city: 64, address: 128, contactPerson: 32, contactPhone: 32 } as const;

/** A new site: the first scene, everything else empty. */
export function emptySiteForm(): SiteFormValues {
  return { siteName: "", scene: SITE_SCENES.PARK, customSceneId: null, city: "", address: "", contactPerson: "", contactPhone: "" };
}

/** The form filled with a site's current values (editing). */
export function siteFormValuesOf(site: Site): SiteFormValues {
  const scene = (site.scene >= 1 && site.scene <= 9 ? site.scene : SITE_SCENES.OTHER) as SiteSceneValue;
  return {
    siteName: site.siteName,
    scene,
    customSceneId: site.customSceneId,
    city: site.city,
    address: site.address,
    contactPerson: site.contactPerson,
    contactPhone: site.contactPhone,
  };
}

function nameError(value: string, max: number): MessageDescriptor | undefined {
  const problem = checkName(value, max);
  if (!problem) return undefined;
  return problem === "length" ? maxLengthMessage(max) : nameProblemMessages[problem];
}

/**
 * Spec §5: site name, city, contact and phone cannot be empty; names without forbidden characters;
 * the phone in a valid format; scene 9 needs a custom scene.
 */
export function validateSiteForm(values: SiteFormValues): SiteFormErrors {
  const errors: SiteFormErrors = {};
  const siteName = nameError(values.siteName, SITE_FIELD_MAX.siteName);
  if (siteName) errors.siteName = siteName;
  const city = nameError(values.city, SITE_FIELD_MAX.city);
  if (city) errors.city = city;
  const contactPerson = nameError(values.contactPerson, SITE_FIELD_MAX.contactPerson);
  if (contactPerson) errors.contactPerson = contactPerson;
  if ([...values.address].length > SITE_FIELD_MAX.address) errors.address = maxLengthMessage(SITE_FIELD_MAX.address);
  const phone = values.contactPhone.trim();
  if (phone === "") errors.contactPhone = requiredMessage;
  else if (checkPhone(phone) || phone.length > SITE_FIELD_MAX.contactPhone) errors.contactPhone = phoneInvalidMessage;
  if (values.scene === SITE_SCENES.OTHER && !values.customSceneId) errors.customSceneId = customSceneRequiredMessage;
  return errors;
}

function trimmed(values: SiteFormValues) {
  return {
    siteName: values.siteName.trim(),
    scene: values.scene,
    customSceneId: values.scene === SITE_SCENES.OTHER ? values.customSceneId : null,
    city: values.city.trim(),
    address: values.address.trim(),
    contactPerson: values.contactPerson.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}

/** The /site/add request for the form under `parentId` (null: a top-level site). */
export function toAddRequest(values: SiteFormValues, parentId: string | null): RequestOf<"/site/add"> {
  return { ...trimmed(values), parentId };
}

/** The /site/edit request: every field, so what is on screen is what is saved. */
export function toEditRequest(values: SiteFormValues, siteId: string): RequestOf<"/site/edit"> {
  return { ...trimmed(values), siteId };
}
