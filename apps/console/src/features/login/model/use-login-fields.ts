import { useCallback, useRef, useState } from "react";
import type { LoginField, LoginFieldErrors, LoginValues } from "./validate-login";
import type { MessageDescriptor } from "@lingui/core";

const EMPTY: LoginValues = { loginName: "", password: "", imgCode: "" };

/**
 * The sign-in form's values and field messages in plain React state. The other forms use TanStack
 * Form (decision 0004); this one stays off it so the sign-in page's first load is small (decision
 * 0012). A message stays until its field is edited; emptying a field keeps its message.
 */
export function useLoginFields() {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // Submit handlers read the latest values without waiting for a render.
  const latest = useRef(values);
  latest.current = values;

  const change = useCallback((field: LoginField, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const setError = useCallback((field: LoginField, message: MessageDescriptor) => setErrors((current) => ({ ...current, [field]: message })), []);
  const clearValues = useCallback((fields: readonly LoginField[]) => {
    latest.current = { ...latest.current, ...Object.fromEntries(fields.map((f) => [f, ""])) };
    setValues(latest.current);
  }, []);
  const read = useCallback(() => latest.current, []);

  return { values, errors, change, setError, setErrors, clearValues, read };
}
