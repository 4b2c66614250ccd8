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
