import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import type { VideoWindowState } from "@/shared/video";
import { VideoWindow } from "./video-window";

const failed = (code: number): VideoWindowState => ({
  winIndex: 1, sn: "SN1", chlIndex: 1, siteName: "HQ", channelName: "Dock", streamMode: "sub", wantsPlay: true,
  playStatus: "failed", code, volume: 0, zoom: 1, aspectRatio: "original", recording: false,
});
const perms = (codes: string[]) => ({
  "/func-res/list": () => ({ roleAuthList: codes.map((resCode) => ({ resCode })) }),
  "/func-res/dynamic-list": () => ({ dynamicAuthList: [] }),
});

// Issue 27, spec §4: a channel no licence covers shows the licence warning in its window, not a black tile.
describe("a live window refused for its licence", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: shows the licence warning with a link to buy for a licence manager", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi(perms(["vms_live", "vms_license_mgr"]));
    await renderWithProviders(<VideoWindow win={failed(33014)} selected playedBy="web" onDropChannel={() => undefined} />);
    const notice = await screen.findByTestId("channel-licence-notice");
    expect(notice).toHaveAttribute("role", "alert");
    expect(notice).toHaveTextContent("This channel has no valid licence");
    expect(await within(notice).findByRole("link", { name: "Buy licenses" })).toHaveAttribute("href", "/service/servicelicense/purchase");
  });

  it("§4 §6: a viewer who may not buy is told to ask the administrator; another failure stays a video failure", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi(perms(["vms_live"]));
    const { unmount } = await renderWithProviders(<VideoWindow win={failed(33014)} selected playedBy="web" onDropChannel={() => undefined} />);
    const notice = await screen.findByTestId("channel-licence-notice");
    expect(notice).toHaveTextContent("Ask your administrator for a camera license.");
    expect(within(notice).queryByRole("link")).toBeNull();
    unmount();
    await renderWithProviders(<VideoWindow win={failed(7062)} selected playedBy="web" onDropChannel={() => undefined} />);
    expect(screen.queryByTestId("channel-licence-notice")).toBeNull();
    expect(screen.getByTestId("window-state")).toHaveTextContent(/offline/i);
  });
});
