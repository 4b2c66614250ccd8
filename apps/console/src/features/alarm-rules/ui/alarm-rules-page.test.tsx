import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALWAYS_SCHEDULE, type AlarmRule, type Contact } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { AlarmRulesPage } from "./alarm-rules-page";

const rule: AlarmRule = {
  ruleId: "r1", ruleName: "Night cars", targetType: "motorVehicle", eventTypes: [], attributes: {},
  plates: { mode: "library", plates: [], groupIds: ["g1"] }, siteIds: ["s1"], cameras: [], schedule: ALWAYS_SCHEDULE,
  recipientIds: ["u1"], contactIds: [], repeatInterval: 30, enabled: true, createTime: 0, updateTime: 0,
};

function renderPage(rules: AlarmRule[] = [], contacts: Contact[] = [], locale: "en-US" | "zh-CN" = "en-US") {
  const api = mockApi({
    "/event/rule/list": (data) => ({ total: 0, list: rules.filter((r) => r.targetType === data.targetType) }),
    "/event/contact/list": () => ({ list: contacts }),
    "/event/contact/delete": () => ({}) as never,
    "/event/rule/recipient/list": () => ({
      list: [
        { userId: "u1", userName: "Ann", email: "ann@example.com", alarms: true, siteIds: null },
        { userId: "u2", userName: "Liv", email: "liv@example.com", alarms: false, siteIds: null },
        { userId: "u3", userName: "Yan", email: "yan@example.com", alarms: true, siteIds: ["s2"] },
      ],
    }),
    "/vehicle-licence-plate-group/list": () => ({ total: 1, capacity: 10_000, list: [{ groupId: "g1", groupName: "Library X", plateCount: 3, createTime: 0 }] }),
    "/site/list/choose": () => ({
      list: [
        { siteId: "s1", parentId: null, siteName: "Gate", depth: 1, role: "SITE_ADMIN" },
        { siteId: "s2", parentId: null, siteName: "Yard", depth: 1, role: "SITE_ADMIN" },
      ],
    }),
    "/camera/list": () => ({ list: [] }),
    "/event/rule/add-or-edit": (data) => ({ ...rule, ...data, ruleId: "new" }) as AlarmRule,
  });
  return { api, view: renderWithProviders(<AlarmRulesPage title="General alarm rules" targetTypes={["motorVehicle", "nonMotorVehicle"]} />, { locale }) };
}

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

const SCHEDULE_REFUSED = "Choose at least one day, and a start different from the end.";

describe("alarm rules page (spec §2 Alarm rules, §3, §5, §9)", { timeout: 90_000 }, () => {
  it("§3: lists the rules of the page's targets", async () => {
    await renderPage([rule]).view;
    const row = await screen.findByTestId("rule-row");
    expect(within(row).getAllByRole("cell").map((c) => c.textContent).slice(0, 5)).toEqual(["Night cars", "Motor vehicle", "1", "1", "30"]);
  });

  it("§5: an empty rule shows its messages; a rule for motor vehicles from library X is sent as such", async () => {
    const { api, view } = renderPage();
    await view;
    await userEvent.click(await screen.findByTestId("add-rule"));
    await userEvent.click(screen.getByTestId("rule-form-save"));
    expect(await screen.findByText("Choose at least one recipient.")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one site.")).toBeInTheDocument();
    expect(callsTo(api, "/event/rule/add-or-edit")).toEqual([]);

    await userEvent.type(screen.getByTestId("rule-name"), "Library X cars");
    await userEvent.click(screen.getByRole("radio", { name: "A plate from a library" }));
    await pick(/Plate libraries/, "Library X");
    await pick(/Sites/, "Gate");
    await pick(/Recipients/, "Ann <ann@example.com>");
    await userEvent.click(screen.getByTestId("rule-form-save"));
    await waitFor(() => expect(callsTo(api, "/event/rule/add-or-edit")).toHaveLength(1));
    expect(callsTo(api, "/event/rule/add-or-edit")).toEqual([
      expect.objectContaining({
        ruleName: "Library X cars",
        targetType: "motorVehicle",
        plates: { mode: "library", plates: [], groupIds: ["g1"] },
        siteIds: ["s1"],
        recipientIds: ["u1"],
        repeatInterval: 60,
      }),
    ]);
  });

  it("issue 28: after a schedule error, fixing the times alone lets Save save (the times are checked again)", async () => {
    const { api, view } = renderPage();
    await view;
    await userEvent.click(await screen.findByTestId("add-rule"));
    await userEvent.type(screen.getByTestId("rule-name"), "Night watch");
    await pick(/Sites/, "Gate");
    await pick(/Recipients/, "Ann <ann@example.com>");
    // An empty span (start equal to end) is still refused.
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "22:00" } });
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "22:00" } });
    await userEvent.click(screen.getByTestId("rule-form-save"));
    expect(await screen.findByText(SCHEDULE_REFUSED)).toBeInTheDocument();
    expect(callsTo(api, "/event/rule/add-or-edit")).toEqual([]);

    // Fixed to an overnight span: the message goes, the form says it ends the next day, and Save saves without a day being touched.
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "06:00" } });
    await waitFor(() => expect(screen.queryByText(SCHEDULE_REFUSED)).toBeNull());
    expect(screen.getByTestId("rule-overnight")).toHaveTextContent("Overnight: ends the next day.");
    await userEvent.click(screen.getByTestId("rule-form-save"));
    await waitFor(() => expect(callsTo(api, "/event/rule/add-or-edit")).toHaveLength(1));
    expect(callsTo(api, "/event/rule/add-or-edit")).toEqual([expect.objectContaining({ schedule: expect.arrayContaining([[{ start: 22 * 60, end: 6 * 60 }]]) })]);
  });

  it("issue 28: deleting a contact names the rules that notify it before anything is deleted", async () => {
    const desk: Contact = { contactId: "c1", name: "Guard desk", email: "desk@example.com", mobile: "", createTime: 0 };
    const { api, view } = renderPage([{ ...rule, contactIds: ["c1"] }], [desk]);
    await view;
    await userEvent.click(await screen.findByRole("button", { name: "Delete Guard desk" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the contact Guard desk?" });
    expect(dialog).toHaveTextContent("The alarm rules Night cars notify this contact: they will no longer tell them.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(callsTo(api, "/event/contact/delete")).toEqual([{ contactId: "c1" }]));
  });

  it("issue 28 (zh-CN): a saved overnight rule opens with its times and says it ends the next day", async () => {
    const night = { ...rule, schedule: ALWAYS_SCHEDULE.map((_, d) => (d === 5 ? [{ start: 22 * 60, end: 6 * 60 }] : [])) };
    await renderPage([night], [], "zh-CN").view;
    await userEvent.click(await screen.findByRole("button", { name: "编辑 Night cars" }));
    expect(await screen.findByTestId("rule-overnight")).toHaveTextContent("跨夜：次日结束。");
  });

  it("issue 28: users who can never receive the rule's alarms are offered disabled, with why", async () => {
    await renderPage().view;
    await userEvent.click(await screen.findByTestId("add-rule"));
    await pick(/Sites/, "Gate");
    await userEvent.click(screen.getByRole("combobox", { name: /Recipients/ }));
    const liv = await screen.findByRole("option", { name: /Liv/ });
    expect(liv).toHaveAttribute("aria-disabled", "true");
    expect(liv).toHaveTextContent("Cannot receive alarms: their role shows none (live-only viewer, viewing station).");
    const yan = screen.getByRole("option", { name: /Yan/ });
    expect(yan).toHaveAttribute("aria-disabled", "true");
    expect(yan).toHaveTextContent("Cannot see any of the chosen sites.");
    expect(screen.getByRole("option", { name: /Ann/ })).not.toHaveAttribute("aria-disabled", "true");
  });

  it("issue 28 (zh-CN): the reason is translated", async () => {
    await renderPage([], [], "zh-CN").view;
    await userEvent.click(await screen.findByTestId("add-rule"));
    await userEvent.click(screen.getByRole("combobox", { name: /接收人/ }));
    expect(await screen.findByRole("option", { name: /Liv/ })).toHaveTextContent("无法接收告警：其角色不显示告警（仅实时预览、监控工作站）。");
  });
});
