import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmContext, type ConfirmRequest } from "./confirm-context";

// The dialog (MUI Dialog and its transitions) is a chunk of its own, kept out of the first load like
// the toaster: fetched once the page is idle, or at the first question.
const loadView = () => import("./confirm-dialog-view");
const ConfirmDialogView = lazy(() => loadView().then((m) => ({ default: m.ConfirmDialogView })));

/** Mounts the confirmation dialog once for the app; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  if (request && request !== shown) setShown(request);
  useEffect(() => {
    const prefetch = () => void loadView().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(prefetch);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 0);
    return () => clearTimeout(id);
  }, []);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first "no": one question at a time.
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ConfirmDialogView open={request !== null} request={shown} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
