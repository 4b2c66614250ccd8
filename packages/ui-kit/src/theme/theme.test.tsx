import { useTheme } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createVmsTheme } from "./create-vms-theme.js";
import { DEFAULT_THEME, THEME_NAMES, isThemeName } from "./theme-names.js";
import { VmsThemeProvider } from "./vms-theme-provider.js";

describe("theme names", () => {
  it("§9: ships u1a (default) and u1b", () => {
    expect(THEME_NAMES).toEqual(["u1a", "u1b"]);
    expect(DEFAULT_THEME).toBe("u1a");
  });

  it("recognises only known ids", () => {
    expect(isThemeName("u1b")).toBe(true);
    expect(isThemeName("dark")).toBe(false);
    expect(isThemeName(null)).toBe(false);
  });
});

describe("createVmsTheme", () => {
  it("§9: u1a is light and u1b is dark", () => {
    expect(createVmsTheme("u1a").palette.mode).toBe("light");
    expect(createVmsTheme("u1b").palette.mode).toBe("dark");
  });

  it("§4: has device/channel status colours in both themes", () => {
    for (const name of THEME_NAMES) {
      const { status } = createVmsTheme(name).palette;
      expect(status.online).toMatch(/^#/);
      expect(new Set([status.online, status.offline, status.unknown]).size).toBe(3);
    }
  });

  it("§1: MUI's built-in texts follow the language (zh-CN, else en-US)", () => {
    expect(createVmsTheme("u1a", "zh-CN").components?.MuiAutocomplete?.defaultProps?.openText).toBe("打开");
    expect(createVmsTheme("u1a", "zh-CN").components?.MuiAutocomplete?.defaultProps?.clearText).toBe("清空");
    // MUI's own default (no override) is the English "Open".
    expect(createVmsTheme("u1b").components?.MuiAutocomplete?.defaultProps?.openText ?? "Open").toBe("Open");
  });

  it("§9: unselected toggle buttons (theme switch) reach 4.5:1 on the page background in both themes", () => {
    for (const name of THEME_NAMES) {
      const theme = createVmsTheme(name);
      const override = theme.components?.MuiToggleButton?.styleOverrides?.root;
      const color = typeof override === "function" ? (override({ theme, ownerState: {} } as never) as { color: string }).color : undefined;
      expect(contrast(color ?? "", theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses dense tables", () => {
    expect(createVmsTheme("u1a").components?.MuiTable?.defaultProps?.size).toBe("small");
  });
});

function Mode() {
  const theme = useTheme();
  return <span data-testid="mode">{`${theme.palette.mode} ${theme.palette.status.offline}`}</span>;
}

describe("VmsThemeProvider", () => {
  it("§9: provides the named theme to its children", () => {
    const { rerender } = render(
      <VmsThemeProvider name="u1a">
        <Mode />
      </VmsThemeProvider>,
    );
    expect(screen.getByTestId("mode")).toHaveTextContent(`light ${createVmsTheme("u1a").palette.status.offline}`);
    rerender(
      <VmsThemeProvider name="u1b">
        <Mode />
      </VmsThemeProvider>,
    );
    expect(screen.getByTestId("mode")).toHaveTextContent("dark");
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
