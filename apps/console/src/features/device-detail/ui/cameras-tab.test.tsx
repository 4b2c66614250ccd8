import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError, BRIDGE_MODEL, type BridgeCameras } from "@vms/api-client";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, deviceDetailFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import type { DeviceDetailTab } from "../model/detail-search";
import { CamerasTab } from "./cameras-tab";
import { DeviceDetailDrawer } from "./device-detail-drawer";

const SN = "B00000000007";
const bridge = deviceDetailFixture({ sn: SN, devType: 2, model: BRIDGE_MODEL, siteId: "plant", timeZone: "GMT+08" });
const CAMERAS: BridgeCameras = {
  cameras: [
    { chlIndex: 1, name: "Gate", state: "streaming", codec: "avc1.640028", width: 1920, height: 1080, fps: 25, bitrateKbps: 4000 },
    { chlIndex: 2, name: "Yard", state: "unauthorized", codec: null, width: null, height: null, fps: null, bitrateKbps: null },
    { chlIndex: 3, name: "Dock", state: "unsupportedCodec", codec: "hvc1.1.6.L120.90", width: 2560, height: 1440, fps: 20, bitrateKbps: 512 },
  ],
  diskUsedBytes: 5.5 * 1024 ** 3,
  // 2025-12-02 00:00:00 UTC: 08:00 at the bridge (GMT+08).
  oldestRecording: Date.UTC(2025, 11, 2),
};
/** Waits long enough for a busy machine (the default second is not). */
const WAIT = { timeout: 10_000 };

/** The drawer with its tab held as the asset page holds it in the URL. */
function DrawerWithTab() {
  const [tab, setTab] = useState<DeviceDetailTab>("overview");
  return <DeviceDetailDrawer sn={SN} tab={tab} onTabChange={setTab} onClose={() => {}} />;
}
const success = (data: unknown) => ({ code: 200, status: "success", data });
const rowOf = (chl: number) => screen.getAllByTestId("bridge-camera-row").find((r) => r.dataset.chl === String(chl))!;
const cells = (chl: number) => within(rowOf(chl)).getAllByRole("cell").map((c) => c.textContent);

describe("a site bridge's cameras in the device detail (issue 30 Status)", { timeout: 20_000 }, () => {
  it("issue 30: each camera's state by name, codec, resolution, frame rate and bitrate; the disk and oldest recording above", async () => {
    const api = mockApi({ "/device/transport": () => success(CAMERAS) });
    await renderWithProviders(<CamerasTab device={bridge} />);
    await vi.waitFor(() => expect(screen.getAllByTestId("bridge-camera-row")).toHaveLength(3), WAIT);
    const table = screen.getByRole("table", { name: "Cameras" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Channel", "Name", "State", "Codec", "Resolution", "Frame rate (fps)", "Bitrate"]);
    expect(cells(1)).toEqual(["1", "Gate", "Streaming", "H.264 High 4.0", "1920×1080", "25", "4.0 Mbit/s"]);
    expect(cells(2)).toEqual(["2", "Yard", "Unauthorized", "-", "-", "-", "-"]);
    expect(cells(3)).toEqual(["3", "Dock", "Unsupported codec", "H.265 Main 4.0", "2560×1440", "20", "512 kbit/s"]);
    expect(rowOf(2)).toHaveAttribute("data-state", "unauthorized");
    expect(screen.getByTestId("bridge-disk-used")).toHaveTextContent("5.5 GB");
    expect(screen.getByTestId("bridge-oldest-recording")).toHaveTextContent("2025-12-02 08:00:00");
    expect(callsTo(api, "/device/transport")).toEqual([{ sn: SN, api: "queryBridgeCameras", params: {} }]);
  });

  it("issue 30: nothing recorded and no cameras yet: an empty table and no oldest recording", async () => {
    mockApi({ "/device/transport": () => success({ cameras: [], diskUsedBytes: 0, oldestRecording: null }) });
    await renderWithProviders(<CamerasTab device={bridge} />);
    expect(await screen.findByText("This bridge has no cameras.", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId("bridge-disk-used")).toHaveTextContent("0 B");
    expect(screen.getByTestId("bridge-oldest-recording")).toHaveTextContent("None yet");
  });

  it("§8: an offline bridge shows the catalogue's message; refresh asks again and shows the cameras", async () => {
    const api = mockApi({
      "/device/transport": [
        () => {
          throw new ApiError(7062);
        },
        () => success(CAMERAS),
      ],
    });
    await renderWithProviders(<CamerasTab device={bridge} />);
    expect(await screen.findByTestId("detail-error", undefined, WAIT)).toHaveTextContent("The device is offline.");
    expect(screen.queryByTestId("bridge-camera-row")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await vi.waitFor(() => expect(screen.getAllByTestId("bridge-camera-row")).toHaveLength(3), WAIT);
    expect(screen.queryByTestId("detail-error")).toBeNull();
    expect(callsTo(api, "/device/transport")).toHaveLength(2);
  });

  it("§4: a failed status or an answer of another shape is a failure, not an empty list", async () => {
    const api = mockApi({ "/device/transport": [() => ({ code: 200, status: "failed", data: null }), () => success({ cameras: "none" })] });
    await renderWithProviders(<CamerasTab device={bridge} />);
    expect(await screen.findByTestId("detail-error", undefined, WAIT)).toHaveTextContent("The bridge could not report its cameras.");
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await vi.waitFor(() => expect(callsTo(api, "/device/transport")).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Refresh" })).toBeEnabled(), WAIT);
    expect(screen.getByTestId("detail-error")).toHaveTextContent("The bridge could not report its cameras.");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("issue 30: the drawer of a bridge has a Cameras tab, opened from the tab strip, even for the lowest site role", async () => {
    mockApi({
      "/site/list/choose": () => ({ list: [siteChoiceFixture("plant", null, "LIVE_ONLY_VIEWER")] }),
      "/device/detail": () => bridge,
      "/device/transport": () => success(CAMERAS),
    });
    await renderWithProviders(<DrawerWithTab />);
    await userEvent.click(await screen.findByTestId("detail-tab-cameras", undefined, WAIT));
    expect(await screen.findByRole("tabpanel", { name: "Cameras" }, WAIT)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getAllByTestId("bridge-camera-row")).toHaveLength(3), WAIT);
  });
});
