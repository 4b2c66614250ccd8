import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALWAYS_SCHEDULE, type AlarmRule } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { PlateLibrariesPage } from "./plate-libraries-page";

const rule = (ruleName: string, groupIds: string[]): AlarmRule => ({
  ruleId: ruleName, ruleName, targetType: "motorVehicle", eventTypes: [], attributes: {},
  plates: { mode: "library", plates: [], groupIds }, siteIds: ["s1"], cameras: [], schedule: ALWAYS_SCHEDULE,
  recipientIds: ["u1"], contactIds: [], repeatInterval: 30, enabled: true, createTime: 0, updateTime: 0,
});

function renderPage() {
  const api = mockApi({
    "/vehicle-licence-plate-group/list": () => ({
      total: 2, capacity: 10_000,
      list: [{ groupId: "g1", groupName: "Staff cars", plateCount: 3, createTime: 0 }, { groupId: "g2", groupName: "Visitors", plateCount: 1, createTime: 0 }],
    }),
    "/vehicle-licence-plate-label/list": () => ({ list: [] }),
    "/event/rule/list": (data) => ({ total: 2, list: [rule("Night gate", ["g1"]), rule("Any library", ["g1", "g2"])].filter((r) => r.targetType === data.targetType) }),
    "/vehicle-licence-plate-group/delete": () => ({}) as never,
  });
  return { api, view: renderWithProviders(<PlateLibrariesPage />) };
}

// Issue 28 "Behaving": deleting a library used by an enabled rule gave no warning, and the rule stayed
// "Enabled" but could never fire.
describe("plate libraries page", { timeout: 60_000 }, () => {
  it("issue 28: deleting a library names the alarm rules that match it before anything is deleted", async () => {
    const { api, view } = renderPage();
    await view;
    await userEvent.click(await screen.findByRole("button", { name: "Delete Staff cars" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the library Staff cars?" });
    expect(dialog).toHaveTextContent("The alarm rules Night gate, Any library match this library: they will no longer fire for its plates.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsTo(api, "/vehicle-licence-plate-group/delete")).toEqual([]);
  });

  it("issue 28: confirming the question deletes the library", async () => {
    const { api, view } = renderPage();
    await view;
    await userEvent.click(await screen.findByRole("button", { name: "Delete Visitors" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the library Visitors?" });
    expect(dialog).toHaveTextContent("Its 1 plates are deleted with it. The alarm rules Any library match");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(callsTo(api, "/vehicle-licence-plate-group/delete")).toEqual([{ groupId: "g2" }]));
  });
});
