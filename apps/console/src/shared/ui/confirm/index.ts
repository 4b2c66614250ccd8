export { ConfirmProvider } from "./confirm-provider";
export { useConfirm } from "./use-confirm";
