import { containsAny, FORBIDDEN_NAME_CHARS } from "@vms/api-client";

/** One spec §5 password rule and whether `password` meets it, for live hints. */
export interface PasswordRuleStatus {
  rule: "length" | "variety" | "forbidden";
  met: boolean;
}

/**
 * Each spec §5 password rule separately (checkPassword reports only the first problem; hints show
 * all of them while the user types).
 */
export function passwordRuleStatus(password: string): PasswordRuleStatus[] {
  const kinds = [/[0-9]/, /[A-Za-z]/, /[^0-9A-Za-z]/].filter((re) => re.test(password)).length;
  return [
    { rule: "length", met: password.length >= 8 && password.length <= 16 },
    { rule: "variety", met: kinds >= 2 },
    // An empty field meets no rule yet: a tick there would read as progress nobody made.
    { rule: "forbidden", met: password !== "" && !containsAny(password, FORBIDDEN_NAME_CHARS) },
  ];
}
