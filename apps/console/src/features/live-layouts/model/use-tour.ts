import { useEffect } from "react";
import type { Layout } from "./layout-value";
import { nextLayoutId } from "./tour";
import type { WallMemory } from "./wall-memory";

/**
 * Issue 31 tour: while on, the next saved layout opens `tourSec` after the last one opened (by the
 * tour or by hand, so a layout a person picks gets its full interval too). Needs two layouts.
 */
export function useTour(layouts: readonly Layout[] | undefined, memory: WallMemory, open: (layout: Layout) => void): void {
  const { touring, tourSec, layoutId } = memory;
  useEffect(() => {
    if (!touring || !layouts || layouts.length < 2) return;
    const timer = window.setTimeout(() => {
      const id = nextLayoutId(layouts.map((l) => l.id), layoutId);
      const layout = layouts.find((l) => l.id === id);
      if (layout) open(layout);
    }, tourSec * 1000);
    return () => window.clearTimeout(timer);
  }, [touring, tourSec, layoutId, layouts, open]);
}
