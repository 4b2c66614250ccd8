import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Channel } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { PlaybackView } from "./playback-view";

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
