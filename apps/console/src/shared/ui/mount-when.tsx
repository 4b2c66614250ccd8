import { Suspense, useState, type ReactNode } from "react";

/**
 * Renders `children` from the first time `when` is true on, and keeps them mounted after (so a
 * dialog or drawer still plays its closing transition). Meant for lazy components that show
 * nothing until opened: their chunk is fetched when first needed, not with the page.
 */
export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  // Derived state: set during render, so the first open renders the child in the same pass.
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
