import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/shared/testing";
import type { PluginBridge, PluginStatus } from "./plugin-bridge";
import { PluginChoice } from "./plugin-choice";

const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0";
const LINUX = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0";

/** A bridge that finds no plugin (or an old one) when it looks. */
function fakeBridge(found: PluginStatus): PluginBridge & { closed: boolean } {
  let status: PluginStatus = { state: "idle", notResponding: false, needUpdate: false, version: null };
  const listeners = new Set<(s: PluginStatus) => void>();
  const bridge = {
    closed: false,
    get status() {
      return status;
    },
    connect: vi.fn(async () => {
      status = found;
      for (const l of listeners) l(status);
      return status;
    }),
    subscribe: (l: (s: PluginStatus) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close() {
      bridge.closed = true;
    },
  };
  return bridge as unknown as PluginBridge & { closed: boolean };
}

describe("plugin choice on /live (spec §4 Plugin, §7 installer)", () => {
  // The server has the installers (the HEAD request the notice makes before offering one).
  beforeEach(() => vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 200 }))));
  afterEach(() => vi.unstubAllGlobals());

  it("§7: choosing the plugin looks for it; missing, the Windows installer is offered; unchoosing stops looking", async () => {
    localStorage.clear();
    const bridge = fakeBridge({ state: "unloaded", notResponding: false, needUpdate: false, version: null });
    const release = vi.fn();
    const onBridge = vi.fn(() => release);
    await renderWithProviders(<PluginChoice createBridge={() => bridge} onBridge={onBridge} userAgent={WINDOWS} now={() => 1_700_000_000_000} />);
    expect(screen.queryByTestId("plugin-install")).toBeNull();
    expect(onBridge).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("switch", { name: "Play with the video plugin" }));
    expect(bridge.connect).toHaveBeenCalledTimes(1);
    // The video runtime follows the bridge from the moment it is chosen (issue 11).
    expect(onBridge).toHaveBeenCalledWith(bridge);
    expect(await screen.findByRole("link", { name: "Download for Windows" })).toHaveAttribute("href", "/user/plugin/VmsVideoPlugin-1.0.0.1914.exe?t=1700000000000");
    expect(localStorage.getItem("vms.livePlugin")).toBe("1");
    fireEvent.click(screen.getByRole("switch", { name: "Play with the video plugin" }));
    expect(bridge.closed).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("plugin-install")).toBeNull();
  }, 30_000);

  it("§4/§5: a remembered choice looks at once; an older plugin gets the need-update offer", async () => {
    localStorage.setItem("vms.livePlugin", "1");
    const bridge = fakeBridge({ state: "loaded", notResponding: false, needUpdate: true, version: "1.0.0.1000" });
    await renderWithProviders(<PluginChoice createBridge={() => bridge} userAgent={WINDOWS} />);
    expect(await screen.findByText("A newer video plugin is available.")).toBeInTheDocument();
  });

  it("§1: where no plugin exists (Linux) there is no choice: the web runtime plays", async () => {
    localStorage.setItem("vms.livePlugin", "1");
    const create = vi.fn();
    const { container } = await renderWithProviders(<PluginChoice createBridge={create} userAgent={LINUX} />);
    expect(container).toBeEmptyDOMElement();
    expect(create).not.toHaveBeenCalled();
  });
});
