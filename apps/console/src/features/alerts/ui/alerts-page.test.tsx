import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildPushMessage, PUSH_INFO_TYPE, type Alarm } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishPush } from "@/shared/push";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { AlertsMenuBadge } from "./alerts-menu-badge";
import { AlertsPage } from "./alerts-page";

const alarm: Alarm = {
  alarmId: "a1", kind: "ai", occurredAt: Date.UTC(2026, 10, 24, 8), eventType: "PLATE", targetType: "motorVehicle", ruleId: "r1", ruleName: "Library X cars",
  eventId: "e1", attributes: {}, plate: "WANTED1", sn: "SN-1", chlIndex: 1, channelName: "Gate cam", siteId: "hq", siteName: "HQ",
  snapshotUrl: "/files/s.jpg", cropUrl: "/files/c.jpg", read: false,
};
const both = { roleCodes: [RES.EVENT_ALARM_AI, RES.EVENT_ALARM_HEALTH], dynamicCodes: [] };
const healthOnly = { roleCodes: [RES.EVENT_ALARM_HEALTH], dynamicCodes: [] };

describe("alerts (spec §2 /alerts)", { timeout: 30_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§2 §6: tabs follow the alarm codes; a row opens the detail (images, the clip through the playback ticket) and is marked read; mark all read names the tab", async () => {
    const api = mockApi({
      "/event/alarm/search/list": () => ({ total: 1, list: [alarm] }),
      "/event/alarm/unread/count": () => ({ ai: 1, health: 0 }),
      "/event/alarm/detail": () => ({ ...alarm, video: { sn: "SN-1", chlIndex: 1, startTime: alarm.occurredAt - 10_000, endTime: alarm.occurredAt + 20_000 } }),
      "/event/alarm/update/read/status": () => ({ updated: 1 }),
      "/device/redirect/get": () => ({ sn: "SN-1", instanceId: "local", wsBase: "" }),
      "/device/playback-token/get": () => {
        throw Object.assign(new Error("offline"), { code: 7062 });
      },
    });
    await renderWithProviders(<AlertsPage permissions={both} />);
    expect(await screen.findByTestId("alerts-tab-ai")).toBeInTheDocument();
    expect(screen.getByTestId("alerts-tab-health")).toBeInTheDocument();
    const row = await screen.findByTestId("alarm-row");
    expect(row).toHaveTextContent("Library X cars · Motor vehicle · Plate recognition");
    expect(row).toHaveTextContent("WANTED1");
    const user = userEvent.setup();
    await user.click(row);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByAltText("Snapshot")).toHaveAttribute("src", "/files/s.jpg");
    // The clip plays through the playback ticket of the alarm's window (whole seconds); its failure is told in words.
    const video = within(dialog).getByTestId("alarm-video");
    await vi.waitFor(() => expect(callsTo(api, "/device/playback-token/get")[0]).toEqual({ sn: "SN-1", chlIndex: 1, startTime: alarm.occurredAt / 1000 - 10, endTime: alarm.occurredAt / 1000 + 20, source: "local" }));
    expect(await within(video).findByRole("status")).toHaveTextContent("The device is offline.");
    expect(within(video).getByTestId("event-clip")).toHaveAttribute("data-code", "7062");
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/update/read/status")[0]).toEqual({ alarmIds: ["a1"] }));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(screen.getByTestId("alerts-mark-all-read"));
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/update/read/status").at(-1)).toEqual({ all: true, kind: "ai" }));
  });

  it("issue 28: a mail's link opens its alarm at once and reads it; the rows show their snapshots; filters go into the search (zh-CN labels)", async () => {
    const api = mockApi({
      "/event/alarm/search/list": () => ({ total: 1, list: [alarm] }),
      "/event/alarm/unread/count": () => ({ ai: 1, health: 0 }),
      "/event/alarm/rule/list": () => ({ list: [{ ruleId: "r1", ruleName: "Library X cars" }] }),
      "/event/alarm/detail": () => ({ ...alarm, video: null }),
      "/event/alarm/update/read/status": () => ({ updated: 1 }),
      "/site/list/choose": () => ({ list: [] }),
      "/camera/list": () => ({ list: [] }),
    });
    await renderWithProviders(<AlertsPage permissions={both} openAlarmId="a1" />, { locale: "zh-CN" });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/WANTED1/)).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/update/read/status")[0]).toEqual({ alarmIds: ["a1"] }));
    expect(await screen.findByTestId("alarm-thumbnail")).toHaveAttribute("src", "/files/s.jpg");
    const user = userEvent.setup();
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("alerts-rule-filter"));
    await user.click(await screen.findByRole("option", { name: "Library X cars" }));
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/search/list").at(-1)).toMatchObject({ kind: "ai", ruleIds: ["r1"], pageNum: 1 }));
    expect(await screen.findByRole("search", { name: "告警筛选" })).toHaveTextContent("规则");
  });

  it("issue 28: opening the rule filter loads the rules again, so a rule whose first alarm came without a push is offered", async () => {
    let rules = [{ ruleId: "r1", ruleName: "Library X cars" }];
    const api = mockApi({
      "/event/alarm/search/list": () => ({ total: 1, list: [alarm] }),
      "/event/alarm/unread/count": () => ({ ai: 1, health: 0 }),
      "/event/alarm/rule/list": () => ({ list: rules }),
      "/site/list/choose": () => ({ list: [] }),
      "/camera/list": () => ({ list: [] }),
    });
    await renderWithProviders(<AlertsPage permissions={both} />);
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/rule/list")).toHaveLength(1));
    rules = [...rules, { ruleId: "r2", ruleName: "Listed vans" }];
    const user = userEvent.setup();
    await user.click(screen.getByTestId("alerts-rule-filter"));
    expect(await screen.findByRole("option", { name: "Listed vans" })).toBeInTheDocument();
    expect(callsTo(api, "/event/alarm/rule/list")).toHaveLength(2);
  });

  it("§6: a user with the health code only sees the health tab", async () => {
    const api = mockApi({ "/event/alarm/search/list": () => ({ total: 0, list: [] }), "/event/alarm/unread/count": () => ({ ai: 0, health: 0 }) });
    await renderWithProviders(<AlertsPage permissions={healthOnly} />);
    expect(await screen.findByTestId("alerts-tab-health")).toBeInTheDocument();
    expect(screen.queryByTestId("alerts-tab-ai")).toBeNull();
    await vi.waitFor(() => expect(callsTo(api, "/event/alarm/search/list")[0]).toMatchObject({ kind: "health" }));
    expect(await screen.findByText("No alarms.")).toBeInTheDocument();
  });

  it("§3 userUnreadMap: the menu badge counts the permitted tabs and follows ALARM pushes", async () => {
    mockApi({ "/event/alarm/unread/count": () => ({ ai: 2, health: 5 }) });
    await renderWithProviders(<AlertsMenuBadge permissions={healthOnly} />);
    expect(await screen.findByTestId("alerts-unread-badge")).toHaveTextContent("5");
    const push = buildPushMessage(PUSH_INFO_TYPE.ALARM, { alarmId: "a2", kind: "health", eventType: "DEVICE_OFFLINE", ruleName: "", channelName: "Cam", unread: { ai: 2, health: 6 } });
    act(() => publishPush(push));
    await vi.waitFor(() => expect(screen.getByTestId("alerts-unread-badge")).toHaveTextContent("6"));
    act(() => publishPush({ ...push, infoContent: JSON.stringify({ ...JSON.parse(push.infoContent), unread: { ai: 2, health: 0 } }) }));
    await vi.waitFor(() => expect(screen.queryByTestId("alerts-unread-badge")).toBeNull());
  });
});
