import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VsOutput } from "@vms/api-client";
import { describe, expect, it, vi } from "vitest";
import { callsTo, channelFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { OutputsTab } from "./outputs-tab";

const SN = "V00000000013";
const outputs: VsOutput[] = [
  { voId: 1, resolution: "1920x1080", splitNum: 4, windows: [] },
  { voId: 2, resolution: "1920x1080", splitNum: 4, windows: [] },
];
const sent: VsOutput = { voId: 2, resolution: "1280x720", splitNum: 1, windows: [{ winIndex: 1, sn: "NVR1", chlIndex: 2 }] };
const cameras = { list: [channelFixture({ sn: "NVR1", chlIndex: 2, name: "Gate", deviceName: "Depot NVR" }), channelFixture({ sn: "NVR1", chlIndex: 3, name: "Dock", deviceName: "Depot NVR", enabled: false })] };

describe("viewing-station outputs tab (spec §3 vs_view, vs system config; §9 two outputs)", { timeout: 20_000 }, () => {
  it("§3: an administrator sets output 2 to one window showing a channel at 1280x720; the station gets it and the choice is kept as user configs", async () => {
    const api = mockApi({
      "/config/device/get": () => ({ section: "vsOutputs", value: { outputs } }),
      "/camera/list": () => cameras,
      "/config/device/set": () => ({ section: "vsOutputs" as const, value: { outputs: [outputs[0]!, sent] } }),
      "/user-configs/list": () => ({ list: [] }),
      "/user-configs/put": (body) => ({ id: "c1", userId: "u1", updatedAt: 1, ...body }),
    });
    await renderWithProviders(<OutputsTab sn={SN} canManage />);
    const save = await screen.findByTestId("outputs-save");
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByTestId("vs-output-2-split"), "1");
    await userEvent.selectOptions(screen.getByTestId("vs-output-2-resolution"), "1280x720");
    // Disabled channels cannot be shown.
    expect(screen.getByTestId("vs-output-2-window-1").querySelectorAll("option")).toHaveLength(2);
    await userEvent.selectOptions(screen.getByTestId("vs-output-2-window-1"), "Depot NVR · Gate");
    await userEvent.click(save);
    await vi.waitFor(() => expect(callsTo(api, "/user-configs/put")).toHaveLength(3));
    expect(callsTo(api, "/config/device/set")).toEqual([{ sn: SN, config: { section: "vsOutputs", value: { outputs: [outputs[0], sent] } } }]);
    expect(callsTo(api, "/user-configs/put")).toContainEqual({ configType: "vs_view", configName: `${SN}-2`, configValue: JSON.stringify({ voId: 2, splitNum: 1, playChlList: sent.windows }) });
    expect(callsTo(api, "/user-configs/put")).toContainEqual({ configType: "vs_system_config", configName: SN, configValue: JSON.stringify([{ voId: 1, resolution: "1920x1080" }, { voId: 2, resolution: "1280x720" }]) });
  });

  it("§6: other roles see the outputs but cannot change them", async () => {
    mockApi({ "/config/device/get": () => ({ section: "vsOutputs", value: { outputs } }), "/camera/list": () => cameras });
    await renderWithProviders(<OutputsTab sn={SN} canManage={false} />);
    expect(await screen.findByTestId("vs-output-1-split")).toBeDisabled();
    expect(screen.queryByTestId("outputs-save")).toBeNull();
  });
});
