export { createNotifier, notifier, type Notifier } from "./notifier-store";
export { Toaster } from "./toaster";
