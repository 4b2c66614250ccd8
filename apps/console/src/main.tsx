import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app";
import { applyStoredBranding } from "@/features/branding";

// Title and favicon from the last visit apply before the first fetch (spec §2).
applyStoredBranding();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
