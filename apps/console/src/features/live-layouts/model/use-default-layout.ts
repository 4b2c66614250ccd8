import { useEffect, useRef } from "react";
import { videoRuntime } from "@/shared/video";
import type { Layout } from "./layout-value";

/**
 * Spec §2/§9: the default layout opens on entry (else the default split of 4 stays). Only once per
 * visit, and not over windows the user already has (the runtime outlives the page).
 */
export function useDefaultLayout(layouts: readonly Layout[] | undefined, open: (layout: Layout) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !layouts) return;
    done.current = true;
    const busy = videoRuntime().runtime.getState().windows.some((w) => w.sn !== null);
    const layout = layouts.find((l) => l.value.isDefault);
    if (layout && !busy) open(layout);
  }, [layouts, open]);
}
