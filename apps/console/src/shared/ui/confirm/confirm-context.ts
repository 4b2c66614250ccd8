import { createContext, type ReactNode } from "react";

/** What the confirmation asks: a title naming the action and its object, what will happen, the button's word. */
export interface ConfirmRequest {
  title: string;
  text?: ReactNode;
  /** The confirming button's label ("Delete", "Freeze", "Make administrator"); "Confirm" when absent. */
  confirmLabel?: string;
  /** "danger" (red button) for destructive actions, the default; "primary" for privileged ones. */
  tone?: "danger" | "primary";
}

/** Resolves true when the person confirms, false when they cancel or close the dialog. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
