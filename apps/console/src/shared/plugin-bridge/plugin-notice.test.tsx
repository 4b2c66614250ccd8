import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { PluginNotice, type PluginStatus } from "./index";

const status = (patch: Partial<PluginStatus>): PluginStatus => ({ state: "loaded", notResponding: false, needUpdate: false, version: "1.0.0.1914", ...patch });
const now = () => 1_700_000_000_000;

describe("plugin notice (spec §4 Plugin, §7 installer)", () => {
  it("§4: shows the not-responding notice", async () => {
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded", notResponding: true })} wanted={false} platform="windows" />);
    expect(screen.getByRole("alert")).toHaveTextContent("The video plugin is not responding.");
  });

  it("§7: a user who wants the plugin and lacks it gets the installer of the platform, versioned, with a timestamp", async () => {
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded", version: null })} wanted platform="mac" now={now} />);
    expect(screen.getByRole("link", { name: "Download for Mac" })).toHaveAttribute("href", "/user/plugin/VmsVideoPlugin-1.0.0.1899.pkg?t=1700000000000");
  });

  it("§4/§5: need-update offers the newer installer", async () => {
    await renderWithProviders(<PluginNotice status={status({ needUpdate: true, version: "1.0.0.999" })} wanted platform="windows" now={now} />);
    expect(screen.getByRole("status")).toHaveTextContent("A newer video plugin is available.");
    expect(screen.getByRole("link", { name: "Download for Windows" })).toHaveAttribute("href", "/user/plugin/VmsVideoPlugin-1.0.0.1914.exe?t=1700000000000");
  });

  it("§7: without a plugin, and not asked for one, nothing shows (the web runtime plays silently)", async () => {
    const { container } = await renderWithProviders(<PluginNotice status={status({ state: "unloaded" })} wanted={false} platform="windows" />);
    expect(container).toBeEmptyDOMElement();
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded" })} wanted platform={null} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("zh-CN: the notice is translated", async () => {
    await renderWithProviders(<PluginNotice status={status({ notResponding: true })} wanted={false} platform="windows" />, { locale: "zh-CN" });
    expect(screen.getByRole("alert")).toHaveTextContent("视频插件无响应");
  });
});
