import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { createI18n } from "@vms/i18n";
import { describe, expect, it } from "vitest";
import { AppToaster } from "./app-toaster";
import { notifier } from "./notifier-store";

describe("AppToaster", () => {
  it("§8: a toast raised before the snackbar chunk has loaded still shows, and goes when dismissed", async () => {
    render(
      <I18nProvider i18n={createI18n("en-US")}>
        <AppToaster />
      </I18nProvider>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => notifier.notify({ text: "Quota reached for this site" }));
    // The first import of the chunk transforms MUI in the test runner, which can take seconds.
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent("Quota reached for this site");
    act(() => notifier.getSnapshot().forEach((toast) => notifier.dismiss(toast.id)));
    expect(screen.queryByRole("alert")).toBeNull();
  }, 30_000);
});
