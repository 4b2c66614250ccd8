// @vitest-environment jsdom
import { useLingui } from "@lingui/react";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n.js";
import { loadI18n } from "../load-catalog.js";
import { LOCALE_STORAGE_KEY } from "../locales.js";
import { detectLocale, LocaleProvider, useLocale } from "./index.js";

/** Renders a translated message, as a console component would through Lingui. */
function Offline() {
  const { i18n } = useLingui();
  return <p>{i18n._("error.7062")}</p>;
}

function LocaleButton() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale(locale === "en-US" ? "zh-CN" : "en-US")}>
      {locale}
    </button>
  );
}

function setLanguages(languages: string[]) {
  vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = "";
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("detectLocale", () => {
  it("§9: starts from the browser languages when nothing is stored", () => {
    setLanguages(["zh-CN", "en-US"]);
    expect(detectLocale()).toBe("zh-CN");
  });

  it("§4: a stored locale wins over the browser languages", () => {
    setLanguages(["zh-CN"]);
    localStorage.setItem(LOCALE_STORAGE_KEY, "en-US");
    expect(detectLocale()).toBe("en-US");
  });

  it("ignores an unknown stored value", () => {
    setLanguages(["zh-CN"]);
    localStorage.setItem(LOCALE_STORAGE_KEY, "fr-FR");
    expect(detectLocale()).toBe("zh-CN");
  });
});

describe("LocaleProvider", () => {
  it("§9: renders the instance's locale and sets <html lang>", () => {
    render(<LocaleProvider i18n={createI18n("zh-CN")}><Offline /></LocaleProvider>);
    expect(screen.getByText("设备离线。")).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-CN");
  });

  it("§9: setLocale switches translations, <html lang> and localStorage (all catalogues loaded)", () => {
    render(
      <LocaleProvider i18n={createI18n("en-US")}>
        <LocaleButton />
        <Offline />
      </LocaleProvider>,
    );
    expect(screen.getByText("The device is offline.")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "en-US" }).click());
    expect(screen.getByRole("button", { name: "zh-CN" })).toBeTruthy();
    expect(screen.getByText("设备离线。")).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
  });

  it("§9: a browser instance fetches the other catalogue on the first switch, then switches", async () => {
    const i18n = await loadI18n("en-US");
    render(
      <LocaleProvider i18n={i18n}>
        <LocaleButton />
        <Offline />
      </LocaleProvider>,
    );
    act(() => screen.getByRole("button", { name: "en-US" }).click());
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
    // The fetch is a dynamic import: generous timeout for a loaded CI machine.
    expect(await screen.findByText("设备离线。", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "zh-CN" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-CN");
    // Back again: en-US is loaded, so the switch is immediate.
    act(() => screen.getByRole("button", { name: "zh-CN" }).click());
    expect(screen.getByText("The device is offline.")).toBeTruthy();
  });

  it("keeps working when localStorage throws", () => {
    setLanguages(["en-US"]);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(detectLocale()).toBe("en-US");
    const i18n = createI18n(detectLocale());
    const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider i18n={i18n}>{children}</LocaleProvider>;
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe("en-US");
    act(() => result.current.setLocale("zh-CN"));
    expect(result.current.locale).toBe("zh-CN");
  });
});

describe("useLocale", () => {
  it("throws outside LocaleProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useLocale())).toThrow(/LocaleProvider/);
  });
});
