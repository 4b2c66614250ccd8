import { useContext } from "react";
import { LocaleContext, type LocaleState } from "./locale-context.js";

/** The active locale and a setter; must be used under `<LocaleProvider>`. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error("useLocale must be used inside <LocaleProvider>.");
  return state;
}
