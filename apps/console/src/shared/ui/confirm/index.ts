export { ConfirmProvider } from "./confirm-provider";
export { useConfirm } from "./use-confirm";
export type { Confirm, ConfirmRequest } from "./confirm-context";
