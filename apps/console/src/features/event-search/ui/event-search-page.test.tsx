import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VmsEvent } from "@vms/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders, siteChoiceFixture } from "@/shared/testing";
import { EVENT_DICT_FIXTURE } from "./event-dict-fixture.test-setup";
import { EventSearchPage } from "./event-search-page";

const person: VmsEvent = {
  eventId: "e1", occurredAt: Date.UTC(2026, 10, 24, 8, 0, 0), group: "smart", eventType: "PERIMETER", targetType: "person",
  attributes: { gender: 2, upperColor: 4 }, plate: null, sn: "SN-1", chlIndex: 1, channelName: "Gate", siteId: "hq", siteName: "HQ",
  snapshotUrl: "/files/s.jpg", cropUrl: "/files/c.jpg",
};

describe("event search page (spec §2 /search)", { timeout: 30_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§2 §3: shows image cards; the person filters send gender and upper colour; the detail shows the attributes and plays the video around the event", async () => {
    const api = mockApi({
      "/event-dict/get": () => EVENT_DICT_FIXTURE,
      "/site/list/choose": () => ({ list: [siteChoiceFixture("hq", null, "SITE_ADMIN")] }),
      "/camera/list": () => ({ list: [] }),
      "/event/search/list": () => ({ total: 1, totalCapped: false, list: [person] }),
      "/user-configs/list": () => ({ list: [] }),
      "/event/video/search": () => ({ sn: "SN-1", chlIndex: 1, startTime: person.occurredAt - 10_000, endTime: person.occurredAt + 20_000, channelName: "Gate", siteName: "HQ" }),
      "/device/redirect/get": () => ({ sn: "SN-1", instanceId: "local", wsBase: "" }),
      "/device/playback-token/get": () => {
        throw Object.assign(new Error("no recording"), { code: 7150 });
      },
    });
    await renderWithProviders(<EventSearchPage />);
    const card = await screen.findByTestId("event-card");
    expect(card).toHaveTextContent("Person · Perimeter");
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId("filter-target")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Person" }));
    await user.click(within(screen.getByTestId("filter-attr-gender")).getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "Female" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("event-search-submit"));
    await vi.waitFor(() => expect(callsTo(api, "/event/search/list").at(-1)).toMatchObject({ targetType: "person", attributes: { gender: [2] } }));
    await user.click(within(screen.getByTestId("event-card")).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Gender: Female")).toBeInTheDocument();
    expect(within(dialog).getByText("Upper clothing colour: Red")).toBeInTheDocument();
    expect(within(dialog).getByAltText("Snapshot")).toHaveAttribute("src", "/files/s.jpg");
    // §2 detail video: the window around the event comes from /event/video/search and plays through the playback ticket.
    expect(callsTo(api, "/event/video/search")).toEqual([{ eventId: "e1" }]);
    const clip = await within(dialog).findByTestId("event-clip");
    await vi.waitFor(() => expect(callsTo(api, "/device/playback-token/get")[0]).toEqual({ sn: "SN-1", chlIndex: 1, startTime: person.occurredAt / 1000 - 10, endTime: person.occurredAt / 1000 + 20, source: "local" }));
    await vi.waitFor(() => expect(clip).toHaveAttribute("data-code", "7150"));
    expect(within(clip).getByRole("status")).not.toBeEmptyDOMElement();
  });

  it("§2 §3: the current filters are saved as a frequent search (user config frequent_events); a saved one applies and searches", async () => {
    const saved = { id: "c1", userId: "u", configType: "frequent_events" as const, configName: "Plates AB", updatedAt: 0, configValue: JSON.stringify({ siteId: null, cameras: [], targetType: "motorVehicle", attributes: {}, eventTypes: [], plate: "AB" }) };
    const api = mockApi({
      "/event-dict/get": () => EVENT_DICT_FIXTURE,
      "/site/list/choose": () => ({ list: [siteChoiceFixture("hq", null, "SITE_ADMIN")] }),
      "/camera/list": () => ({ list: [] }),
      "/event/search/list": () => ({ total: 0, totalCapped: false, list: [] }),
      "/user-configs/list": () => ({ list: [saved] }),
      "/user-configs/put": () => ({ ...saved, id: "c2", configName: "Mine" }),
    });
    await renderWithProviders(<EventSearchPage />);
    const user = userEvent.setup();
    const chip = await screen.findByTestId("frequent-event", {}, { timeout: 10_000 });
    expect(chip).toHaveTextContent("Plates AB");
    await user.click(chip);
    await vi.waitFor(() => expect(callsTo(api, "/event/search/list").at(-1)).toMatchObject({ targetType: "motorVehicle", plate: "AB" }));
    await user.type(screen.getByRole("textbox", { name: "Frequent search name" }), "Mine");
    await user.click(screen.getByTestId("frequent-event-save"));
    await vi.waitFor(() => expect(callsTo(api, "/user-configs/put")[0]).toMatchObject({ configType: "frequent_events", configName: "Mine" }));
    expect(JSON.parse((callsTo(api, "/user-configs/put")[0] as { configValue: string }).configValue)).toMatchObject({ targetType: "motorVehicle", plate: "AB" });
  });
});
