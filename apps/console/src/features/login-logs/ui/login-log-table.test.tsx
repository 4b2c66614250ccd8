import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { LoginLogTable } from "./login-log-table";

const row = (id: number, success = true) => ({
  id,
  loginName: `user${id}@demo.local`,
  userName: `User ${id}`,
  success,
  code: success ? 200 : 20005,
  ip: `10.0.0.${id}`,
  userAgent: "Mozilla/5.0 Chromium",
  createTime: new Date(2026, 4, 1, 9, 30, id).getTime(),
});

describe("login log table (spec §7 /log/login-logs/list, §9 page sizes)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("§7: own history (SELF): time, result, IP and browser", async () => {
    const api = mockApi({ "/log/login-logs/list": () => ({ total: 2, list: [row(1), row(2, false)] }) });
    await renderWithProviders(<LoginLogTable scope="SELF" label="Login history" />);
    const table = await screen.findByRole("table", { name: "Login history" });
    const rows = await within(table).findAllByTestId("login-log-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("2026-05-01 09:30:01");
    expect(rows[0]).toHaveTextContent("Succeeded");
    expect(rows[0]).toHaveTextContent("10.0.0.1");
    expect(rows[1]).toHaveTextContent("Failed");
    expect(within(table).queryByText("Login name")).toBeNull();
    expect(callsTo(api, "/log/login-logs/list")).toEqual([{ scope: "SELF", pageNum: 1, pageSize: 10 }]);
  });

  it("§2: the organization's log (ORG) also shows the login name", async () => {
    const api = mockApi({ "/log/login-logs/list": () => ({ total: 1, list: [row(3)] }) });
    await renderWithProviders(<LoginLogTable scope="ORG" label="Login logs" />);
    const table = await screen.findByRole("table", { name: "Login logs" });
    expect(await within(table).findByText("user3@demo.local")).toBeInTheDocument();
    expect(callsTo(api, "/log/login-logs/list")[0]).toMatchObject({ scope: "ORG" });
  });

  it("§9: pages through 10/20/50/100 rows", async () => {
    const api = mockApi({ "/log/login-logs/list": () => ({ total: 45, list: [row(1)] }) });
    await renderWithProviders(<LoginLogTable scope="SELF" label="Login history" />);
    expect(await screen.findByText("1-10 of 45")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await vi.waitFor(() => expect(callsTo(api, "/log/login-logs/list").at(-1)).toEqual({ scope: "SELF", pageNum: 2, pageSize: 10 }));
    await userEvent.click(screen.getByRole("combobox", { name: /Rows per page/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["10", "20", "50", "100"]);
    await userEvent.click(screen.getByRole("option", { name: "50" }));
    await vi.waitFor(() => expect(callsTo(api, "/log/login-logs/list").at(-1)).toEqual({ scope: "SELF", pageNum: 1, pageSize: 50 }));
  });

  it("says so when there are no entries", async () => {
    mockApi({ "/log/login-logs/list": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<LoginLogTable scope="SELF" label="Login history" />);
    expect(await screen.findByText("No sign-ins yet.")).toBeInTheDocument();
  });
});
