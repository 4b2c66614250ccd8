import type { I18n } from "@lingui/core";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

/** Renders the console (router, providers, every page) into `container`. */
export function startApp(container: HTMLElement, i18n: I18n): void {
  const root = createRoot(container);
  // A transition lets React render the first screen in slices, yielding to the browser between
  // them, instead of one long task that blocks input while the shell and page mount.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
}
