import { useState } from "react";

/** The latest non-null `value`: dialogs keep showing their content while they close. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
