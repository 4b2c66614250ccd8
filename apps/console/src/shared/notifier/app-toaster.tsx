import { lazy, Suspense, useEffect, useState } from "react";
import { notifier } from "./notifier-store";
import { useToasts } from "./use-toasts";

const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The app's toaster. The MUI snackbar and alert are a chunk of their own, kept out of the first
 * load: it is fetched once the page is idle (so a §8 toast raised after the network is gone still
 * shows) or at the first toast, whichever comes first.
 */
export function AppToaster() {
  const hasToast = useToasts(notifier).length > 0;
  const [mounted, setMounted] = useState(false);
  if (hasToast && !mounted) setMounted(true);
  useEffect(() => {
    const prefetch = () => void loadToaster().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(prefetch);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 0);
    return () => clearTimeout(id);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
