export { AppToaster } from "./app-toaster";
export { createNotifier, notifier, type Notifier } from "./notifier-store";
