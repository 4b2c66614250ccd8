import type { I18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { App } from "./app";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/**
 * Renders the console (router, providers, every page) into `target`. When the sign-in page starts
 * it, it passes its React root: the console replaces that page in one commit, with no blank moment.
 *
 * The route is resolved (guards, loaders, its chunks) before React's first render, and that render
 * runs in a transition, which React splits into short tasks. Rendered first and resolved after, the
 * router's store update re-rendered the shell and page synchronously: one long task that held the
 * first paint and the main thread (decision 0017).
 */
export async function startApp(target: HTMLElement | Root, i18n: I18n): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // A failed load is the router's to show (its error component), once mounted.
  await router.load().catch(() => undefined);
  const root = target instanceof HTMLElement ? createRoot(target) : target;
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}
