export { AppToaster } from "./app-toaster";
export { createNotifier, notifier, type Notifier, type ToastLink } from "./notifier-store";
