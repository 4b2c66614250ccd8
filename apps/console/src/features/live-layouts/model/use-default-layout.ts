import { useEffect, useRef } from "react";
import { videoRuntime } from "@/shared/video";
import type { Layout } from "./layout-value";
import { entryLayoutId } from "./tour";
import { wallMemory } from "./wall-memory";

/**
 * Spec §2/§9: the default layout opens on entry (else the default split of 4 stays). Issue 31: the
 * last wall the user had open wins over the default (see entryLayoutId). Only once per visit, and not
 * over windows the user already has (the runtime outlives the page).
 */
export function useDefaultLayout(layouts: readonly Layout[] | undefined, open: (layout: Layout) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !layouts) return;
    done.current = true;
    const busy = videoRuntime().runtime.getState().windows.some((w) => w.sn !== null);
    const id = entryLayoutId(layouts.map((l) => ({ id: l.id, isDefault: l.value.isDefault })), wallMemory.get().layoutId);
    const layout = layouts.find((l) => l.id === id);
    if (layout && !busy) open(layout);
  }, [layouts, open]);
}
