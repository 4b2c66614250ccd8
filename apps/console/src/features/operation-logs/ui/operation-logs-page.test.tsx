import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { OperationLogsPage } from "./operation-logs-page";

const line = (id: number, operateEnum = "user.freeze") => ({
  id,
  createTime: new Date(2026, 4, 1, 9, 30, id).getTime(),
  actorKind: "user" as const,
  actorName: "",
  userId: "u-admin",
  userName: "Admin",
  loginName: "admin@demo.local",
  module: "user",
  operateEnum,
  detail: `detail ${id}`,
  ip: "10.0.0.1",
  source: "server" as const,
});

const modules = { list: [{ module: "user", functions: ["user.freeze"] }, { module: "role", functions: [] }] };
const operators = { list: [{ userId: "u-admin", userName: "Admin", email: "admin@demo.local" }, { userId: "u-op", userName: "Op", email: "op@demo.local" }] };

describe("operation logs page (spec §2 operation logs, §7 /log/op-logs/*)", { timeout: 20_000 }, () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§2: shows the lines with translated module and operation; the last 7 days by default", async () => {
    const api = mockApi({ "/log/op-logs/list": () => ({ total: 2, list: [line(1), line(2, "mystery.action")] }), "/log/module-functions/get": () => modules, "/user/choose": () => operators });
    await renderWithProviders(<OperationLogsPage orgWide />);
    const table = await screen.findByRole("table", { name: "Operation logs" });
    const rows = await within(table).findAllByTestId("oplog-row");
    expect(rows[0]).toHaveTextContent("2026-05-01 09:30:01");
    expect(rows[0]).toHaveTextContent("Froze a user");
    expect(rows[0]).toHaveTextContent("Users");
    expect(rows[1]).toHaveTextContent("mystery.action");
    const [query] = callsTo(api, "/log/op-logs/list") as Array<{ startTime: number; endTime: number; pageSize: number }>;
    expect(query!.endTime - query!.startTime).toBeGreaterThan(7 * 86_400_000 - 120_000);
    expect(query!.endTime - query!.startTime).toBeLessThan(7 * 86_400_000 + 180_000);
    expect(query).not.toHaveProperty("userId");
  });

  it("§2 issue 27: lines of the system, of a share link's visitor and of a deleted account say who acted (en-US, zh-CN)", async () => {
    const lines = [
      { ...line(1, "order.cancel"), actorKind: "system" as const, userId: null, userName: "", loginName: "" },
      { ...line(2, "archive.share.view"), actorKind: "shareLink" as const, actorName: "Gate at night", userId: null, userName: "", loginName: "" },
      { ...line(3), userName: "", loginName: "" },
    ];
    for (const [locale, expected] of [
      ["en-US", ["System", "Share link Gate at night", "Deleted user"]],
      ["zh-CN", ["系统", "分享链接 Gate at night", "已删除的用户"]],
    ] as const) {
      mockApi({ "/log/op-logs/list": () => ({ total: 3, list: lines }), "/log/module-functions/get": () => modules, "/user/choose": () => operators });
      const { unmount } = await renderWithProviders(<OperationLogsPage orgWide />, { locale });
      const rows = await screen.findAllByTestId("oplog-row");
      expect(rows.map((row) => row.querySelectorAll("td")[1]?.textContent)).toEqual(expected);
      unmount();
    }
  });

  it("§2: filters by module and operator on Search", async () => {
    const api = mockApi({ "/log/op-logs/list": () => ({ total: 1, list: [line(1)] }), "/log/module-functions/get": () => modules, "/user/choose": () => operators });
    await renderWithProviders(<OperationLogsPage orgWide />);
    await screen.findAllByTestId("oplog-row");
    await userEvent.click(screen.getByTestId("oplog-filter-module"));
    await userEvent.click(await screen.findByRole("option", { name: "Roles" }));
    await userEvent.click(screen.getByTestId("oplog-filter-operator"));
    await userEvent.click(await screen.findByRole("option", { name: "Op (op@demo.local)" }));
    await userEvent.click(screen.getByTestId("oplog-search"));
    await vi.waitFor(() => expect(callsTo(api, "/log/op-logs/list").at(-1)).toMatchObject({ module: "role", userId: "u-op", pageNum: 1 }));
  });

  it("§6: without the organization view there is no operator filter and no user list call", async () => {
    const api = mockApi({ "/log/op-logs/list": () => ({ total: 0, list: [] }), "/log/module-functions/get": () => modules });
    await renderWithProviders(<OperationLogsPage orgWide={false} />);
    expect(await screen.findByTestId("oplog-empty")).toHaveTextContent("No operations in this range.");
    expect(screen.queryByTestId("oplog-filter-operator")).toBeNull();
    expect(callsTo(api, "/user/choose")).toEqual([]);
    expect(screen.getByTestId("oplog-export")).toBeDisabled();
  });

  it("§2: a range over 31 days cannot be searched", async () => {
    mockApi({ "/log/op-logs/list": () => ({ total: 0, list: [] }), "/log/module-functions/get": () => modules });
    await renderWithProviders(<OperationLogsPage orgWide={false} />);
    const from = await screen.findByTestId("oplog-filter-from");
    await userEvent.clear(from);
    await userEvent.type(from, "2020-01-01T00:00");
    expect(await screen.findByText("The range may not exceed 31 days.")).toBeInTheDocument();
    expect(screen.getByTestId("oplog-search")).toBeDisabled();
  });
});
