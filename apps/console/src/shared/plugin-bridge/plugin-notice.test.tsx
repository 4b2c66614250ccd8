import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import { PluginNotice, type PluginStatus } from "./index";

const status = (patch: Partial<PluginStatus>): PluginStatus => ({ state: "loaded", notResponding: false, needUpdate: false, version: "1.0.0.1914", ...patch });
const now = () => 1_700_000_000_000;

/** The server's answer to the console's HEAD request for an installer. */
const serverHas = (present: boolean) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: present ? 200 : 404 }));

describe("plugin notice (spec §4 Plugin, §7 installer)", () => {
  let fetchMock = serverHas(true);
  beforeEach(() => {
    fetchMock = serverHas(true);
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("§4: shows the not-responding notice", async () => {
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded", notResponding: true })} wanted={false} platform="windows" />);
    expect(screen.getByRole("alert")).toHaveTextContent("The video plugin is not responding.");
  });

  it("§7: a user who wants the plugin and lacks it gets the installer of the platform, versioned, with a timestamp", async () => {
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded", version: null })} wanted platform="mac" now={now} />);
    expect(await screen.findByRole("link", { name: "Download for Mac" })).toHaveAttribute("href", "/user/plugin/VmsVideoPlugin-1.0.0.1899.pkg?t=1700000000000");
    // The console asked the server first, with a HEAD request for that installer.
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/user\/plugin\/VmsVideoPlugin-1\.0\.0\.1899\.pkg\?t=\d+$/);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "HEAD" });
  });

  it("§4/§5: need-update offers the newer installer", async () => {
    await renderWithProviders(<PluginNotice status={status({ needUpdate: true, version: "1.0.0.999" })} wanted platform="windows" now={now} />);
    expect(screen.getByRole("status")).toHaveTextContent("A newer video plugin is available.");
    expect(await screen.findByRole("link", { name: "Download for Windows" })).toHaveAttribute("href", "/user/plugin/VmsVideoPlugin-1.0.0.1914.exe?t=1700000000000");
  });

  it("§7: without a plugin, and not asked for one, nothing shows (the web runtime plays silently)", async () => {
    const { container } = await renderWithProviders(<PluginNotice status={status({ state: "unloaded" })} wanted={false} platform="windows" />);
    expect(container).toBeEmptyDOMElement();
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded" })} wanted platform={null} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("§7: a server without the installer offers no link and says it does not distribute the plugin", async () => {
    vi.stubGlobal("fetch", serverHas(false));
    await renderWithProviders(<PluginNotice status={status({ state: "unloaded", version: null })} wanted platform="windows" now={now} />);
    expect(await screen.findByTestId("plugin-not-distributed")).toHaveTextContent("This server does not distribute the video plugin");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("§7: an unanswered HEAD request counts as no installer too (zh-CN)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    await renderWithProviders(<PluginNotice status={status({ needUpdate: true })} wanted platform="mac" now={now} />, { locale: "zh-CN" });
    expect(await screen.findByTestId("plugin-not-distributed")).toHaveTextContent("此服务器不提供视频插件");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("zh-CN: the notice is translated", async () => {
    await renderWithProviders(<PluginNotice status={status({ notResponding: true })} wanted={false} platform="windows" />, { locale: "zh-CN" });
    expect(screen.getByRole("alert")).toHaveTextContent("视频插件无响应");
  });
});
