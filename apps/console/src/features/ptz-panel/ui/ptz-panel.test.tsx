import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { mockApi, renderWithProviders } from "@/shared/testing";
import { fakePtzDevice } from "./fake-ptz-device.test-support";
import { PtzPanel } from "../index";

const SN = "N00000000042";
const setup = async (device: ReturnType<typeof fakePtzDevice>, props: { available?: boolean; devType?: number } = {}) => {
  const api = mockApi({ "/device/transport": (call) => device.handle(call) });
  const notify = vi.spyOn(notifier, "notify");
  await renderWithProviders(<PtzPanel sn={SN} chlIndex={1} available={props.available ?? true} devType={props.devType} />);
  return { api, notify };
};
const toastTexts = (notify: { mock: { calls: unknown[][] } }) =>
  notify.mock.calls.map(([c]) => ("message" in (c as object) ? (c as { message: { message?: string } }).message.message : (c as { text: string }).text));

describe("PTZ panel (spec §2 PTZ panel, §3 Presets/Cruise, §4, §8, §9 PTZ)", { timeout: 45_000 }, () => {
  it("§4: without live video in the window it explains and calls nothing", async () => {
    const device = fakePtzDevice();
    const { api } = await setup(device, { available: false });
    expect(screen.getByRole("status")).toHaveTextContent("PTZ is available while the selected window plays live video.");
    expect(api).not.toHaveBeenCalled();
  });

  it("§9: directions at speed 1..8 (default 4); zoom stops at 4; focus and iris with a motorised lens", async () => {
    const device = fakePtzDevice();
    await setup(device);
    await userEvent.click(await screen.findByRole("button", { name: "Move up left" }));
    const slider = screen.getByRole("slider", { name: "Speed" });
    slider.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await userEvent.click(screen.getByRole("button", { name: "Move down" }));
    await waitFor(() => expect(device.callsOf("PtzControl_I")).toEqual([{ action: "upLeft", speed: 4 }, { action: "down", speed: 6 }]));
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    for (let i = 0; i < 3; i++) await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomIn).toBeDisabled());
    expect(screen.getByText("Zoom: 4")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Focus far" }));
    await userEvent.click(screen.getByRole("button", { name: "Open iris" }));
    await waitFor(() => expect(device.callsOf("AZControl_I").slice(-2)).toEqual([{ action: "focusFar" }, { action: "irisOpen" }]));
    // Arrow keys inside the pad move the head too.
    screen.getByRole("button", { name: "Move up" }).focus();
    await userEvent.keyboard("{ArrowLeft>}{/ArrowLeft}");
    await waitFor(() => expect(device.callsOf("PtzControl_I").slice(-2)).toEqual([{ action: "left", speed: 6 }, { action: "stop", speed: 6 }]));
  });

  it("§2/§5/§8: presets: add, duplicate refused before sending, the device's refusal toasts the fallback", async () => {
    const device = fakePtzDevice({ presets: ["Door"] });
    const { notify } = await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Presets" }));
    const name = await screen.findByRole("textbox", { name: "Preset name" });
    await userEvent.type(name, "Door");
    await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
    expect(await screen.findByText("This name is already used.")).toBeInTheDocument();
    expect(device.callsOf("PtzModifyPresetPosition_I")).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, "Gate");
    await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
    await screen.findByRole("button", { name: "Go to Gate" });
    expect(device.callsOf("PtzModifyPresetPosition_I")).toEqual([{ index: 2, name: "Gate" }]);
    // A name the list does not show yet (made elsewhere): the device refuses, the toast reads the fallback.
    device.presets.set(9, "Hall");
    await userEvent.type(name, "Hall");
    await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
    await waitFor(() => expect(toastTexts(notify)).toContain("Preset operation failed."));
    expect(name).toHaveValue("Hall");
    await userEvent.click(screen.getByRole("button", { name: "Go to Door" }));
    await waitFor(() => expect(device.callsOf("PtzGotoPreset_I")).toEqual([{ index: 1 }]));
  });

  it("§2: presets: rename (a camera renames while saving the preset's own position), update position, delete", async () => {
    const device = fakePtzDevice({ presets: ["Door", "Gate"] });
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Presets" }));
    await userEvent.click(await screen.findByRole("button", { name: "Rename Gate" }));
    const rename = screen.getByRole("textbox", { name: "New name of Gate" });
    await userEvent.clear(rename);
    await userEvent.type(rename, "Door");
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByText("This name is already used.")).toBeInTheDocument();
    await userEvent.clear(rename);
    await userEvent.type(rename, "Porch");
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    await screen.findByRole("button", { name: "Go to Porch" });
    expect(device.state.calls.filter((c) => !["PtzGetPresets_I", "PtzGetCaps_I", "PtzGetTracks_I"].includes(c.api)).map((c) => [c.api, c.params])).toEqual([
      ["PtzGotoPreset_I", { index: 2 }],
      ["PtzModifyPresetPosition_I", { index: 2, name: "Porch" }],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Save current position to Door" }));
    await waitFor(() => expect(device.callsOf("PtzModifyPresetPosition_I").at(-1)).toEqual({ index: 1 }));
    // Issue 28: deleting asks first.
    await userEvent.click(screen.getByRole("button", { name: "Delete Door" }));
    expect(await screen.findByRole("dialog", { name: "Delete Door?" })).toHaveTextContent("cruise lines that visit it lose that stop");
    expect(device.callsOf("PtzDeletePreset_I")).toEqual([]);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Go to Door" })).not.toBeInTheDocument());
    expect(device.callsOf("PtzDeletePreset_I")).toEqual([{ index: 1 }]);
  });

  it("§8: a failed list read shows an error state with a retry", async () => {
    const device = fakePtzDevice({ presets: ["Door"] });
    device.state.fail.add("PtzGetPresets_I");
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Presets" }));
    expect(await screen.findByTestId("ptz-list-error")).toHaveTextContent("The presets could not be read.");
    device.state.fail.clear();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Go to Door" })).toBeInTheDocument();
  });

  it("§8: a failed cruise list read shows the error state and falls back to the defaults: new lines can still be made", async () => {
    const device = fakePtzDevice({ presets: ["Door"] });
    device.state.fail.add("PtzGetCruises_I");
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Cruise lines" }));
    expect(await screen.findByTestId("ptz-list-error")).toHaveTextContent("The cruise lines could not be read.");
    expect(screen.getByRole("button", { name: "New cruise line" })).toBeEnabled();
  });

  it("§3/§9: a cruise of 2 presets with speed 4 and 30 s by default; run and stop", async () => {
    const device = fakePtzDevice({ presets: ["Door", "Gate"] });
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Cruise lines" }));
    await userEvent.click(await screen.findByRole("button", { name: "New cruise line" }));
    const dialog = await screen.findByRole("dialog", { name: "New cruise line" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Cruise name" }), "Round");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add preset to cruise" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add preset to cruise" }));
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Preset of stop 2" }), "Gate");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(device.callsOf("PtzAddCruise_I")).toEqual([{ name: "Round", presets: [{ index: 1, speed: 4, holdTime: 30 }, { index: 2, speed: 4, holdTime: 30 }] }]);
    await userEvent.click(await screen.findByRole("button", { name: "Run Round" }));
    await userEvent.click(await screen.findByRole("button", { name: "Stop Round" }));
    await screen.findByRole("button", { name: "Run Round" });
    expect(device.callsOf("PtzRunCruise_I")).toEqual([{ index: 1 }]);
    expect(device.callsOf("PtzStopCruise_I")).toEqual([{}]);
  });

  it("§5/§9: hold times outside 15..240 s are refused in the editor; cruise failures toast the fallback", async () => {
    const device = fakePtzDevice({ presets: ["Door"] });
    device.state.fail.add("PtzAddCruise_I");
    const { notify } = await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Cruise lines" }));
    await userEvent.click(await screen.findByRole("button", { name: "New cruise line" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Cruise name" }), "Slow");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add preset to cruise" }));
    const hold = within(dialog).getByRole("spinbutton", { name: "Hold time of stop 1 (s)" });
    await userEvent.clear(hold);
    await userEvent.type(hold, "241");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("15 to 240 s")).toBeInTheDocument();
    expect(device.callsOf("PtzAddCruise_I")).toEqual([]);
    await userEvent.clear(hold);
    await userEvent.type(hold, "240");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastTexts(notify)).toContain("Cruise operation failed."));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("§7: a recorder channel uses the recorder dialect; every control has an accessible name", async () => {
    const device = fakePtzDevice({ presets: ["Door"] });
    await setup(device, { devType: 2 });
    await userEvent.click(await screen.findByRole("tab", { name: "Presets" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Preset name" }), "Gate");
    await userEvent.click(screen.getByRole("button", { name: "Add preset" }));
    await waitFor(() => expect(device.callsOf("createChlPreset")).toEqual([{ index: 2, name: "Gate" }]));
    for (const button of screen.getAllByRole("button")) expect(button).toHaveAccessibleName();
  });

  it("zh-CN: the panel is translated", async () => {
    const device = fakePtzDevice();
    mockApi({ "/device/transport": (call) => device.handle(call) });
    await renderWithProviders(<PtzPanel sn={SN} chlIndex={1} available />, { locale: "zh-CN" });
    expect(await screen.findByRole("button", { name: "向左上" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "云台" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "预置点" })).toBeInTheDocument();
  });
});
