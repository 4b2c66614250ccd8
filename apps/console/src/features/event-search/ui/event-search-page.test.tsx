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

  it("§2 §3: shows image cards; the person filters send gender and upper colour; the detail shows the attributes", async () => {
    const api = mockApi({
      "/event-dict/get": () => EVENT_DICT_FIXTURE,
      "/site/list/choose": () => ({ list: [siteChoiceFixture("hq", null, "SITE_ADMIN")] }),
      "/camera/list": () => ({ list: [] }),
      "/event/search/list": () => ({ total: 1, totalCapped: false, list: [person] }),
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
  });
});
