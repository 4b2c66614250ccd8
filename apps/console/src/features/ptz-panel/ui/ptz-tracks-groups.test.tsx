import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notifier } from "@/shared/notifier";
import { mockApi, renderWithProviders } from "@/shared/testing";
import { fakePtzDevice } from "./fake-ptz-device.test-support";
import { PtzPanel } from "../index";

const SN = "N00000000042";
const setup = async (device: ReturnType<typeof fakePtzDevice>, devType?: number) => {
  mockApi({ "/device/transport": (call) => device.handle(call) });
  const notify = vi.spyOn(notifier, "notify");
  await renderWithProviders(<PtzPanel sn={SN} chlIndex={1} available devType={devType} />);
  return { notify };
};
const toastTexts = (notify: { mock: { calls: unknown[][] } }) =>
  notify.mock.calls.map(([c]) => ("message" in (c as object) ? (c as { message: { message?: string } }).message.message : (c as { text: string }).text));
const withCruises = () => {
  const device = fakePtzDevice({ presets: ["Door", "Gate"] });
  device.cruises.set(1, { name: "Round", presets: [{ index: 1, speed: 4, holdTime: 30 }] });
  device.cruises.set(2, { name: "Back", presets: [{ index: 2, speed: 4, holdTime: 30 }] });
  return device;
};

describe("PTZ tracks and cruise groups (spec §1 PTZ panel, §3 Cruise, §4, §5, §8)", { timeout: 45_000 }, () => {
  it("§3: records a track from the head's moves with a visible recording state, then runs, stops, renames and deletes it", async () => {
    const device = fakePtzDevice();
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Tracks" }));
    const name = await screen.findByRole("textbox", { name: "Track name" });
    await userEvent.type(name, "Sweep");
    await userEvent.click(screen.getByRole("button", { name: "Record track" }));
    const banner = await screen.findByTestId("track-recording");
    expect(banner).toHaveTextContent("Recording track Sweep: move the camera, then stop recording.");
    expect(screen.getByRole("button", { name: "Record track" })).toBeDisabled();
    // The head is moved from the Control tab while the banner stays.
    await userEvent.click(screen.getByRole("tab", { name: "Control" }));
    await userEvent.click(await screen.findByRole("button", { name: "Move up" }));
    await waitFor(() => expect(device.tracks.get(1)?.stepCount).toBe(1));
    await userEvent.click(within(banner).getByRole("button", { name: "Stop recording" }));
    await waitFor(() => expect(screen.queryByTestId("track-recording")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("tab", { name: "Tracks" }));
    const row = await screen.findByTestId("track-row");
    expect(row).toHaveTextContent("1 movements");
    await userEvent.click(within(row).getByRole("button", { name: "Run Sweep" }));
    await userEvent.click(await within(row).findByRole("button", { name: "Stop Sweep" }));
    await within(row).findByRole("button", { name: "Run Sweep" });
    await userEvent.click(within(row).getByRole("button", { name: "Rename Sweep" }));
    const rename = screen.getByRole("textbox", { name: "New name of Sweep" });
    await userEvent.clear(rename);
    await userEvent.type(rename, "Pan");
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete Pan" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Delete Pan?" })).getByRole("button", { name: "Delete" }));
    await screen.findByText("No tracks yet: name one and record the camera's movements.");
    expect(device.state.calls.filter((c) => c.api !== "PtzGetTracks_I" && c.api.includes("Track")).map((c) => [c.api, c.params])).toEqual([
      ["PtzStartRecordTrack_I", { name: "Sweep" }],
      ["PtzStopRecordTrack_I", {}],
      ["PtzRunTrack_I", { index: 1 }],
      ["PtzStopTrack_I", {}],
      ["PtzRenameTrack_I", { index: 1, name: "Pan" }],
      ["PtzDeleteTrack_I", { index: 1 }],
    ]);
  });

  it("§5/§8: track names are checked before sending; a device refusal toasts the track fallback", async () => {
    const device = fakePtzDevice();
    device.tracks.set(1, { name: "Sweep", stepCount: 3 });
    device.state.fail.add("PtzRunTrack_I");
    const { notify } = await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Tracks" }));
    const name = await screen.findByRole("textbox", { name: "Track name" });
    await userEvent.type(name, "Sweep");
    await userEvent.click(screen.getByRole("button", { name: "Record track" }));
    expect(await screen.findByText("This name is already used.")).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, "a/b");
    await userEvent.click(screen.getByRole("button", { name: "Record track" }));
    expect(await screen.findByText(/Must not contain/)).toBeInTheDocument();
    expect(device.callsOf("PtzStartRecordTrack_I")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Run Sweep" }));
    await waitFor(() => expect(toastTexts(notify)).toContain("Track operation failed."));
  });

  it("§3: a cruise group of two cruise lines in order; run stops the running cruise line; stop", async () => {
    const device = withCruises();
    device.state.motion = { kind: "cruise", index: 1 };
    await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Cruise groups" }));
    await userEvent.click(await screen.findByRole("button", { name: "New cruise group" }));
    const dialog = await screen.findByRole("dialog", { name: "New cruise group" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Add at least one cruise line.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Cruise group name" }), "All");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add cruise line to group" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add cruise line to group" }));
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Cruise line 1" }), "Back");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(device.callsOf("PtzAddCruiseGroup_I")).toEqual([{ name: "All", cruises: [{ index: 2 }, { index: 1 }] }]);
    const row = await screen.findByTestId("cruise-group-row");
    expect(row).toHaveTextContent("2 cruise lines");
    await userEvent.click(within(row).getByRole("button", { name: "Run All" }));
    await within(row).findByRole("button", { name: "Stop All" });
    expect(row).toHaveTextContent("Running · 2 cruise lines");
    await userEvent.click(screen.getByRole("tab", { name: "Cruise lines" }));
    expect(await screen.findByRole("button", { name: "Run Round" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Cruise groups" }));
    await userEvent.click(await screen.findByRole("button", { name: "Stop cruise group" }));
    await screen.findByRole("button", { name: "Run All" });
    expect(device.callsOf("PtzStopCruiseGroup_I")).toEqual([{}]);
  });

  it("§3/§8: editing loads the group's lines; a refused save toasts the cruise group fallback and keeps the dialog", async () => {
    const device = withCruises();
    device.groups.set(1, { name: "All", cruises: [{ index: 1 }] });
    device.state.fail.add("PtzModifyCruiseGroup_I");
    const { notify } = await setup(device);
    await userEvent.click(await screen.findByRole("tab", { name: "Cruise groups" }));
    await userEvent.click(await screen.findByRole("button", { name: "Edit All" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit cruise group" });
    expect(await within(dialog).findByRole("combobox", { name: "Cruise line 1" })).toHaveValue("1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove cruise line 1" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add cruise line to group" }));
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Cruise line 1" }), "Back");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toastTexts(notify)).toContain("Cruise group operation failed."));
    expect(device.callsOf("PtzModifyCruiseGroup_I")).toEqual([{ index: 1, name: "All", cruises: [{ index: 2 }] }]);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("§7: a recorder channel records tracks with the recorder dialect; every control has an accessible name", async () => {
    const device = fakePtzDevice();
    await setup(device, 2);
    await userEvent.click(await screen.findByRole("tab", { name: "Tracks" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "Track name" }), "Gate");
    await userEvent.click(screen.getByRole("button", { name: "Record track" }));
    await waitFor(() => expect(device.callsOf("startChlTrackRecord")).toEqual([{ name: "Gate" }]));
    for (const button of screen.getAllByRole("button")) expect(button).toHaveAccessibleName();
  });

  it("zh-CN: the track and cruise group tabs are translated", async () => {
    const device = fakePtzDevice();
    mockApi({ "/device/transport": (call) => device.handle(call) });
    await renderWithProviders(<PtzPanel sn={SN} chlIndex={1} available />, { locale: "zh-CN" });
    expect(await screen.findByRole("tab", { name: "轨迹" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "巡航组" })).toBeInTheDocument();
  });
});
