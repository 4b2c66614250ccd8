import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { detectLocale } from "@vms/i18n/react";
import { permissionRetries } from "@/entities/permission/model/permission-retries";
import { previousPath } from "@/entities/permission/model/previous-path";
import { closeDownloadManager } from "@/shared/download-manager/download-manager-store";
import { setRequestLocale } from "@/shared/i18n/request-locale";
import { notifier } from "@/shared/notifier/notifier-store";
import { sessionStore } from "@/shared/session/session-store";
import { videoActivity } from "@/shared/session/video-activity";

// findBy*/waitFor wait for a state; 1 s (the default) is a time budget a loaded CI machine misses
// (a page's first render with its loader, a lazy chunk). They return as soon as the state is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom only logs.
window.scrollTo = () => {};

// Most test files share one module graph and document (vitest.config.ts, decision 0016): each file
// starts from the app-wide state a fresh page has, whatever the file before it left.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
  for (const toast of notifier.getSnapshot()) notifier.dismiss(toast.id);
  permissionRetries.reset();
  previousPath.forget();
  setRequestLocale(detectLocale());
  videoActivity.setLivePlaying(false);
  closeDownloadManager();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});
