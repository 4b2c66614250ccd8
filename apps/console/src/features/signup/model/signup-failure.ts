import { catalogueEntry, Code } from "@vms/api-client";
import type { FieldMessages } from "@/shared/ui";
import type { SignupField } from "./validate-signup";

// Registration failures shown on the code field rather than as a toast.
const CODE_FIELD_FAILURES: readonly number[] = [Code.EMAIL_CODE_WRONG, Code.EMAIL_CODE_EXPIRED, Code.CODE_NOT_SENT, Code.CODE_WRONG, Code.CODE_USED];

/** How a refused registration shows: the address is taken, a message on the code field, or a toast. */
export function signupFailure(code: number): "exists" | FieldMessages<SignupField> | "toast" {
  if (code === Code.ACCOUNT_EXISTS) return "exists";
  const message = catalogueEntry(code)?.message;
  return CODE_FIELD_FAILURES.includes(code) && message ? { emailCode: message } : "toast";
}
