import { useState } from "react";

export interface ColumnState {
  open: boolean;
  onToggle: () => void;
}

/** Issue 28: a side column folds away for the video wall; kept while the page stays open. */
export function useColumn(): ColumnState {
  const [open, setOpen] = useState(true);
  return { open, onToggle: () => setOpen((was) => !was) };
}
