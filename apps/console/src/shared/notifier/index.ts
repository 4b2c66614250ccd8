export { createNotifier, notifier, type Notifier, type Toast, type ToastContent, type ToastSeverity } from "./notifier-store";
export { Toaster, type ToasterProps } from "./toaster";
export { useToasts } from "./use-toasts";
