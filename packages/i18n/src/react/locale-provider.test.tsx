// @vitest-environment jsdom
import { useLingui } from "@lingui/react";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_STORAGE_KEY } from "../locales.js";
import { LocaleProvider, useLocale } from "./index.js";

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

describe("LocaleProvider", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = "";
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("§9: starts from the browser languages when nothing is stored", () => {
    setLanguages(["zh-CN", "en-US"]);
    render(<LocaleProvider><Offline /></LocaleProvider>);
    expect(screen.getByText("设备离线。")).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-CN");
  });

  it("§4: a stored locale wins over the browser languages", () => {
    setLanguages(["zh-CN"]);
    localStorage.setItem(LOCALE_STORAGE_KEY, "en-US");
    render(<LocaleProvider><Offline /></LocaleProvider>);
    expect(screen.getByText("The device is offline.")).toBeTruthy();
  });

  it("ignores an unknown stored value", () => {
    setLanguages(["zh-CN"]);
    localStorage.setItem(LOCALE_STORAGE_KEY, "fr-FR");
    render(<LocaleProvider><Offline /></LocaleProvider>);
    expect(document.documentElement.lang).toBe("zh-CN");
  });

  it("initialLocale overrides detection", () => {
    setLanguages(["zh-CN"]);
    render(<LocaleProvider initialLocale="en-US"><Offline /></LocaleProvider>);
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("§9: setLocale switches translations, <html lang> and localStorage", () => {
    setLanguages(["en-US"]);
    render(
      <LocaleProvider>
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

  it("keeps working when localStorage throws", () => {
    setLanguages(["en-US"]);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider>{children}</LocaleProvider>;
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
