import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { checkEmail, INVITE_KIND, type RequestOf, type SiteRoleValue } from "@vms/api-client";
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

/** The form of an existing invitation: its role, and its sites with the (first) site role. */
export function inviteFormOf(detail: { email: string; roleId: string | null; grants: ReadonlyArray<{ siteId: string; role: string }> }): InviteFormValues {
  const role = detail.grants.find((g) => g.role !== "NO_ACCESS")?.role;
  return {
    email: detail.email,
    roleId: detail.roleId ?? "",
    siteRole: (role ?? "SITE_VIEWER") as SiteRoleValue,
    siteIds: detail.grants.filter((g) => g.role !== "NO_ACCESS").map((g) => g.siteId),
  };
}

/** Spec §5: a company invitation (a new organization, §4) needs a valid e-mail only. */
export function validateCompanyInvite(values: { email: string }): InviteFormErrors {
  const problem = checkEmail(values.email.trim());
  return problem ? { email: emailProblemMessages[problem] } : {};
}

/** The request of a company invitation: kind 2 registers a new organization (spec §2 /company-register). */
export function toCompanyInviteRequest(values: { email: string }): RequestOf<"/user/invite"> {
  return { email: values.email.trim(), kind: INVITE_KIND.COMPANY };
}
