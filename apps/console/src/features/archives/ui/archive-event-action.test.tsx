import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { ArchiveEventAction } from "./archive-event-action";

const authority = (mine: Array<"add" | "query">) => () => ({ configured: true, editable: false, entries: [], mine });
const event = { sn: "N1", chlIndex: 2, siteName: "Lobby", chlName: "Gate", atMs: 1_700_000_030_500 };

describe("Archive from an event (issue 16 \"created from playback or from an event\"; spec §5 rights)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("archives the minute either side of the event from the device", async () => {
    const api = mockApi({
      "/archives/authority/get": authority(["add", "query"]),
      "/archives/create": () => ({ archiveId: "a1", title: "Lobby Gate", createTime: 1, startTime: 1, endTime: 2, siteId: "s", siteName: "Lobby", sn: "N1", chlIndex: 2, chlName: "Gate", size: 0, archivedBy: "", status: "copying", source: "local", errorCode: 0 }),
    });
    await renderWithProviders(<ArchiveEventAction {...event} />);
    await userEvent.click(await screen.findByRole("button", { name: "Archive" }));
    await userEvent.click(await screen.findByRole("button", { name: "Archive" }));
    await expect.poll(() => callsTo(api, "/archives/create").length).toBe(1);
    expect(callsTo(api, "/archives/create")[0]).toEqual({ sn: "N1", chlIndex: 2, startTime: 1_699_999_970, endTime: 1_700_000_090, title: "Lobby Gate", source: "local" });
  }, 20_000);

  it("is hidden without the add right", async () => {
    const api = mockApi({ "/archives/authority/get": authority(["query"]) });
    await renderWithProviders(<ArchiveEventAction {...event} />);
    await expect.poll(() => callsTo(api, "/archives/authority/get").length).toBe(1);
    expect(screen.queryByRole("button", { name: "Archive" })).toBeNull();
  });
});
