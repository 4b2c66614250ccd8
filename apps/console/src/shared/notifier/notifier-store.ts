import type { MessageDescriptor } from "@lingui/core";

/**
 * A link a toast offers (issue 28: "archive created" opens the new archive). `href` is the page's
 * address; `follow` opens it inside the app (the toaster sits outside the router).
 */
export interface ToastLink {
  label: MessageDescriptor;
  href: string;
  follow?: () => void;
}

/** A toast: either a message (catalogue or Lingui `msg`) translated when shown, or server text shown as is; maybe a link. */
export type ToastContent = ({ message: MessageDescriptor } | { text: string }) & { link?: ToastLink };
export type ToastSeverity = "error" | "warning" | "info" | "success";
export type Toast = ToastContent & { id: number; severity: ToastSeverity };

type Listener = () => void;

/** A queue of toasts outside React, so non-React code (the API client) can raise them. */
export interface Notifier {
  notify(content: ToastContent, severity?: ToastSeverity): void;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: Listener): () => void;
}

function sameContent(a: ToastContent, b: ToastContent): boolean {
  if ("text" in a || "text" in b) return "text" in a && "text" in b && a.text === b.text;
  return a.message.id === b.message.id && JSON.stringify(a.message.values ?? null) === JSON.stringify(b.message.values ?? null);
}

/** Creates an independent notifier (tests use their own). */
export function createNotifier(): Notifier {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    notify(content, severity = "error") {
      // Several calls failing alike (e.g. every call of a revoked session) show one toast, not a queue.
      if (toasts.some((t) => sameContent(t, content))) return;
      toasts = [...toasts, { ...content, id: nextId++, severity }];
      emit();
    },
    dismiss(id) {
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app-wide notifier. */
export const notifier: Notifier = createNotifier();
