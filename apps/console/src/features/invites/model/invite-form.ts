import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { checkEmail, type RequestOf, type SiteRoleValue } from "@vms/api-client";
import { emailProblemMessages } from "@/shared/lib/form-messages";

export interface InviteFormValues {
  email: string;
  roleId: string;
  siteRole: SiteRoleValue;
  siteIds: string[];
}
export type InviteFormErrors = Partial<Record<keyof InviteFormValues, MessageDescriptor>>;

export const roleRequiredMessage: MessageDescriptor = msg`Choose a role.`;

export const emptyInviteForm = (): InviteFormValues => ({ email: "", roleId: "", siteRole: "SITE_VIEWER", siteIds: [] });

/** Spec §5: e-mail format; a role is required. */
export function validateInviteForm(values: InviteFormValues): InviteFormErrors {
  const errors: InviteFormErrors = {};
  const email = checkEmail(values.email.trim());
  if (email) errors.email = emailProblemMessages[email];
  if (!values.roleId) errors.roleId = roleRequiredMessage;
  return errors;
}

/** The request: every chosen site gets the one site role (so no sub-site is lower than its parent). */
export function toInviteRequest(values: InviteFormValues): RequestOf<"/user/invite"> {
  return { email: values.email.trim(), roleId: values.roleId, grants: values.siteIds.map((siteId) => ({ siteId, role: values.siteRole })) };
}
