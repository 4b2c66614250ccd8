import { loadI18n } from "@vms/i18n";
import { detectLocale } from "@vms/i18n/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app";
import { applyStoredBranding } from "@/features/branding";

// Title and favicon from the last visit apply before the first fetch (spec §2).
applyStoredBranding();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Only the starting locale's catalogue is fetched (its own chunk); a switch fetches the other one.
void loadI18n(detectLocale()).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
