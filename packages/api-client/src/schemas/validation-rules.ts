// Spec §5 validation rules, shared by the console (form errors) and the server (request schemas).
// Each check reports a stable reason; the console maps reasons to translated messages. No zod here:
// the console's sign-in page checks its fields without loading zod (decision 0012).

/** Characters no name may contain (spec §5). */
export const FORBIDDEN_NAME_CHARS = `<>&,'"/\\%:#`;
/** File names additionally forbid these (spec §5). */
export const FORBIDDEN_FILE_NAME_CHARS = `${FORBIDDEN_NAME_CHARS}*?|`;

/** True when `text` contains any of `chars`. */
export function containsAny(text: string, chars: string): boolean {
  for (const ch of text) if (chars.includes(ch)) return true;
  return false;
}

export type PasswordProblem = "empty" | "length" | "variety" | "forbidden";

/** Spec §5: 8-16 characters, at least two of digits / letters / special characters, none of the forbidden ones. */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.length === 0) return "empty";
  if (password.length < 8 || password.length > 16) return "length";
  if (containsAny(password, FORBIDDEN_NAME_CHARS)) return "forbidden";
  const kinds = [/[0-9]/, /[A-Za-z]/, /[^0-9A-Za-z]/].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : "variety";
}

export type NewPasswordProblem = PasswordProblem | "mismatch" | "same";

/** New-password form rules: valid, matches its confirmation, differs from the old one (spec §5). */
export function checkNewPassword(input: { newPassword: string; confirm: string; oldPassword?: string }): NewPasswordProblem | null {
  const problem = checkPassword(input.newPassword);
  if (problem) return problem;
  if (input.newPassword !== input.confirm) return "mismatch";
  if (input.oldPassword !== undefined && input.oldPassword === input.newPassword) return "same";
  return null;
}

export type EmailProblem = "empty" | "format";

/** Spec §5: an e-mail is valid only with '@' and '.' (checked as local@domain.tld, no spaces). */
export function checkEmail(email: string): EmailProblem | null {
  if (email.trim().length === 0) return "empty";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? null : "format";
}

export type PhoneProblem = "format";

/** Spec §5 "a wrong mobile number gives an invalid-phone message": optional +, 5-20 digits, spaces or dashes. */
export function checkPhone(phone: string): PhoneProblem | null {
  if (phone === "") return null;
  const digits = phone.replace(/[\s-]/g, "");
  return /^\+?[0-9]{5,20}$/.test(digits) ? null : "format";
}

export type NameProblem = "empty" | "length" | "forbidden";

/** Names (user, site, plate library …): not empty, at most `max` characters, no forbidden characters (spec §5). */
export function checkName(name: string, max = 32, allowEmpty = false): NameProblem | null {
  if (name.trim().length === 0) return allowEmpty && name.length === 0 ? null : "empty";
  if ([...name].length > max) return "length";
  return containsAny(name, FORBIDDEN_NAME_CHARS) ? "forbidden" : null;
}

