import type { MessageDescriptor } from "@lingui/core";
import { checkEmail, checkName, checkPhone, type RequestOf } from "@vms/api-client";
import { emailProblemMessages, nameProblemMessages } from "@/shared/lib/form-messages";
import { contactNeedsAddressMessage, mobileInvalidMessage } from "./rule-messages";

/** The fields of the contact dialog (spec §3 Contact). */
export interface ContactFormValues {
  name: string;
  email: string;
  mobile: string;
}

/** Spec §5: a name; an e-mail with '@' and '.', or a valid mobile number (at least one of them). */
export function validateContactForm(values: ContactFormValues): Partial<Record<keyof ContactFormValues, MessageDescriptor>> {
  const errors: Partial<Record<keyof ContactFormValues, MessageDescriptor>> = {};
  const name = checkName(values.name, 32);
  if (name) errors.name = nameProblemMessages[name];
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  if (email === "" && mobile === "") errors.email = contactNeedsAddressMessage;
  else if (email !== "" && checkEmail(email)) errors.email = emailProblemMessages.format;
  if (mobile !== "" && checkPhone(mobile)) errors.mobile = mobileInvalidMessage;
  return errors;
}

/** The add/edit request, trimmed. */
export function toContactRequest(values: ContactFormValues, contactId?: string): RequestOf<"/event/contact/add-or-edit"> {
  return { ...(contactId ? { contactId } : {}), name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() };
}
