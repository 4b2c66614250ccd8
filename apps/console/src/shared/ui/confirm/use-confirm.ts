import { useContext } from "react";
import { ConfirmContext, type Confirm } from "./confirm-context";

/**
 * The console's one in-app confirmation (issue 28): `if (!(await confirm({ title, text, confirmLabel }))) return;`
 * before every destructive or privileged action, instead of the browser's `confirm()`.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs <ConfirmProvider> (AppProviders mounts it)");
  return confirm;
}
