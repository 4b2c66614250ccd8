import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Channel, ResponseOf } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLicenceGuard, useLicenceQuery } from "@/entities/licence";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { PlaybackView, type PlaybackMoment } from "./playback-view";

const camera: Channel = {
  sn: "SN-PB", chlIndex: 1, number: 1, name: "Gate", configured: true, status: 1, enabled: true, supportFun: [], mainStream: null, subStream: null,
  deviceName: "Yard NVR", devType: 2, deviceStatus: 1, siteId: "s1", siteName: "HQ",
};

describe("playback behind the licence directive (spec §4)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: while the directive blocks, choosing a channel to play back is stopped and the window stays empty", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/camera/list": () => ({ list: [camera] }) });
    const warned = vi.fn();
    // A blocking guard, as useLicenceGuard hands out without a licence: the action never runs.
    const guard = <A extends unknown[]>(_action: (...args: A) => unknown) => (..._args: A) => void warned();
    await renderWithProviders(<PlaybackView guard={guard} />);
    const window1 = screen.getByTestId("playback-window-1");
    await userEvent.click(within(window1).getByRole("combobox", { name: "Channel of window 1" }));
    await userEvent.click(await screen.findByRole("option", { name: "Yard NVR · Gate" }));
    expect(warned).toHaveBeenCalledOnce();
    expect(within(window1).getByRole("combobox", { name: "Channel of window 1" })).not.toHaveTextContent("Gate");
    expect(window1).toHaveAttribute("data-status", "idle");
  });
});

/** The route's composition (routes/_shell/live.tsx PlaybackPane): the real directive, ready once the licence is read. */
function GuardedPlayback({ initial }: { initial?: PlaybackMoment }) {
  const { guard } = useLicenceGuard();
  const licence = useLicenceQuery();
  return <PlaybackView guard={guard} guardReady={!licence.isPending} initial={initial} />;
}

const toasts = () => notifier.getSnapshot().map((t) => ("message" in t ? t.message.message : t.text));
const noLicence: ResponseOf<"/license-inst/query"> = {
  licenceObj: { valid: false, currentInfo: null, renewInfo: null, expireInfo: null },
  warning: "noLicence", blocked: true, usedChlNum: 0, licensedChlNum: 0, list: [],
};

describe("an alarm's Playback link behind the licence directive (issue 28, spec §4)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    for (const toast of notifier.getSnapshot()) notifier.dismiss(toast.id);
  });

  it("§4: the linked camera meets the same licence warning as choosing it by hand, and its window stays empty", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/camera/list": () => ({ list: [camera] }), "/license-inst/query": () => noLicence });
    await renderWithProviders(<GuardedPlayback initial={{ sn: "SN-PB", chlIndex: 1, atMs: Date.UTC(2026, 10, 20, 8) }} />);
    const window1 = screen.getByTestId("playback-window-1");
    await expect.poll(toasts).toEqual(["This needs a camera license. Buy one under Service → Camera licenses."]);
    const fromLink = toasts();
    expect(within(window1).getByRole("combobox", { name: "Channel of window 1" })).not.toHaveTextContent("Gate");
    expect(window1).toHaveAttribute("data-status", "idle");

    for (const toast of notifier.getSnapshot()) notifier.dismiss(toast.id);
    await userEvent.click(within(window1).getByRole("combobox", { name: "Channel of window 1" }));
    await userEvent.click(await screen.findByRole("option", { name: "Yard NVR · Gate" }));
    expect(toasts()).toEqual(fromLink);
    expect(window1).toHaveAttribute("data-status", "idle");
  });

  it("§4: the link waits for the licence to be read: an unknown state lets nothing through unchecked", async () => {
    sessionStore.signIn(loginResultFixture());
    let answer: (value: typeof noLicence) => void = () => undefined;
    const later = new Promise<typeof noLicence>((resolve) => (answer = resolve));
    mockApi({ "/camera/list": () => ({ list: [camera] }), "/license-inst/query": () => later });
    await renderWithProviders(<GuardedPlayback initial={{ sn: "SN-PB", chlIndex: 1, atMs: Date.UTC(2026, 10, 20, 8) }} />);
    const window1 = screen.getByTestId("playback-window-1");
    expect(window1).toHaveAttribute("data-status", "idle");
    answer(noLicence);
    await expect.poll(toasts).toEqual(["This needs a camera license. Buy one under Service → Camera licenses."]);
    expect(window1).toHaveAttribute("data-status", "idle");
  });
});
