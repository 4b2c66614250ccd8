import { useCallback, useMemo } from "react";
import { notifier } from "@/shared/notifier";
import { videoRuntime } from "@/shared/video";
import { useLayouts } from "../api/list-layouts";
import { applyLayout, macSplitMessage, parseLayout, type Layout } from "./layout-value";
import { nextLayoutId } from "./tour";
import { useWallMemory, wallMemory } from "./wall-memory";

/** Opens a layout and remembers it as the user's wall; tells why it cannot open here (Mac, spec §5). */
export function openLayout(layout: Layout): void {
  wallMemory.update({ layoutId: layout.id });
  const { command, runtime } = videoRuntime();
  void applyLayout(command, runtime.getState(), layout.value).then((opened) => {
    if (!opened) notifier.notify({ message: macSplitMessage }, "error");
  }).catch(() => undefined);
}

/** The saved layouts (undefined until loaded), the one open, and the wall's moves: next and the tour. */
export function useLayoutActions() {
  const { data } = useLayouts();
  const layouts = useMemo(() => data?.map(parseLayout).filter((l): l is Layout => l !== null), [data]);
  const memory = useWallMemory();
  const current = layouts?.find((l) => l.id === memory.layoutId) ?? null;
  const next = useCallback(() => {
    const id = nextLayoutId(layouts?.map((l) => l.id) ?? [], wallMemory.get().layoutId);
    const layout = layouts?.find((l) => l.id === id);
    if (layout) openLayout(layout);
  }, [layouts]);
  const toggleTour = useCallback(() => {
    const { touring, layoutId } = wallMemory.get();
    wallMemory.update({ touring: !touring });
    // Starting on no layout opens the first at once; otherwise the open one stays its interval.
    if (!touring && !layouts?.some((l) => l.id === layoutId)) next();
  }, [layouts, next]);
  return { layouts, current, memory, next, toggleTour, canTour: (layouts?.length ?? 0) >= 2 };
}
