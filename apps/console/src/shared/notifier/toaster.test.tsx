import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { catalogueEntry, Code } from "@vms/api-client";
import { createI18n, type Locale } from "@vms/i18n";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNotifier } from "./notifier-store";
import { Toaster } from "./toaster";

function renderToaster(locale: Locale) {
  const notifier = createNotifier();
  const i18n = createI18n(locale);
  render(
    <I18nProvider i18n={i18n}>
      <Toaster source={notifier} />
    </I18nProvider>,
  );
  return { notifier, i18n };
}

const networkMessage = catalogueEntry(Code.NETWORK_ERROR)!.message;

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(["en-US", "zh-CN"] as const)("§8: shows a catalogue message translated into %s", (locale) => {
    const { notifier, i18n } = renderToaster(locale);
    act(() => notifier.notify({ message: networkMessage }));
    expect(screen.getByRole("alert")).toHaveTextContent(i18n._(networkMessage));
  });

  it("§8: the zh-CN text is Chinese", () => {
    const { notifier } = renderToaster("zh-CN");
    act(() => notifier.notify({ message: networkMessage }));
    expect(screen.getByRole("alert").textContent).toMatch(/[\u4e00-\u9fff]/);
  });

  it("§8: shows the English catalogue text in en-US", () => {
    const { notifier } = renderToaster("en-US");
    act(() => notifier.notify({ message: networkMessage }));
    expect(screen.getByRole("alert")).toHaveTextContent("Network error. Check your connection.");
  });

  it("§8: shows server text as it came", () => {
    const { notifier } = renderToaster("zh-CN");
    act(() => notifier.notify({ text: "Quota reached for this site" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Quota reached for this site");
  });

  it("§9: closes a toast after 2 s and then shows the next one", () => {
    const { notifier } = renderToaster("en-US");
    act(() => {
      notifier.notify({ text: "first" });
      notifier.notify({ text: "second" });
    });
    expect(screen.getByRole("alert")).toHaveTextContent("first");
    act(() => vi.advanceTimersByTime(2_000 - 100));
    expect(screen.getByRole("alert")).toHaveTextContent("first");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert")).toHaveTextContent("second");
    act(() => vi.advanceTimersByTime(2_000 + 100));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("issue 28: a toast may link to what it announces; it stays past 2 s, and a click follows the link in the app and closes it", async () => {
    const { notifier } = renderToaster("en-US");
    const follow = vi.fn();
    act(() => notifier.notify({ text: "Archive created.", link: { label: { id: "open", message: "Open it" }, href: "/archives-details/a1", follow } }, "success"));
    act(() => vi.advanceTimersByTime(2_000 + 500));
    const link = screen.getByRole("link", { name: "Open it" });
    expect(link).toHaveAttribute("href", "/archives-details/a1");
    act(() => link.click());
    expect(follow).toHaveBeenCalledTimes(1);
    expect(notifier.getSnapshot()).toEqual([]);
  });
});
