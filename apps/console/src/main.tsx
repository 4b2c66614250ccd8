// First: zod's options must be set before any schema is built (see the module).
import "./app/zod-jitless";
import { createPieceI18n, loadI18n, pieceLoader } from "@vms/i18n";
import { detectLocale } from "@vms/i18n/react";
import { applyStoredBranding } from "@/features/branding";
import { SESSION_STORAGE_KEY } from "@/shared/config/storage-keys";
import { readStorage } from "@/shared/lib/storage";

// Title and favicon from the last visit apply before the first fetch (spec §2).
applyStoredBranding();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Only the starting locale's texts are fetched. A build splits the catalogue by chunk: each chunk
// awaits its own piece, which index.html's loader fetches (decision 0015). The dev server loads the
// starting locale's whole catalogue.
const pieces = pieceLoader();
const i18n = pieces ? Promise.resolve(createPieceI18n(pieces)) : loadI18n(detectLocale());
// Decision 0012: /login without a session loads the sign-in page alone (no router, MUI or zod);
// every other visit loads the console. index.html preloads the chunks of the one it will pick.
if (location.pathname === "/login" && readStorage(SESSION_STORAGE_KEY) === null) {
  void Promise.all([i18n, import("./app/sign-in-start")]).then(([ready, { startSignIn }]) => startSignIn(root, ready));
} else {
  void Promise.all([i18n, import("./app/start-app")]).then(([ready, { startApp }]) => startApp(root, ready));
}
