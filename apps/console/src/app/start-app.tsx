import type { I18n } from "@lingui/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

/** Renders the console (router, providers, every page) into `container`. */
export function startApp(container: HTMLElement, i18n: I18n): void {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
