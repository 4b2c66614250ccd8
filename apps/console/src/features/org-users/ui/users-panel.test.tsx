import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { UsersPanel } from "./users-panel";

const user = (email: string, state: number) => ({
  userId: `u-${email}`, email, userName: email.split("@")[0]!, alias: "", phone: "", type: 2 as const, state, roleId: "r1", roleName: "Ordinary user", createTime: 0,
});
const roles = [{ roleId: "r1", roleName: "Ordinary user", builtIn: true, marker: null, codes: [], userCount: 2 }];

describe("organization users (spec §2, §4, §9)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4: filters by status and role; rows link to the user detail page and show the state", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/role/list": () => ({ list: roles }),
      "/user/query": () => ({ total: 2, list: [user("ann@x.test", 1), user("bo@x.test", 2)] }),
    });
    await renderWithProviders(<UsersPanel canManage={false} />);
    expect(await screen.findByTestId("user-row-bo@x.test")).toHaveTextContent("Frozen");
    expect(screen.getByRole("link", { name: "ann" })).toHaveAttribute("href", "/orgManagement/user/detail?userId=u-ann%40x.test");

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Frozen" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Role" }));
    await userEvent.click(await screen.findByRole("option", { name: "Ordinary user" }));
    await expect.poll(() => callsTo(api, "/user/query").at(-1)).toEqual({ pageNum: 1, pageSize: 10, state: 2, roleId: "r1" });
  });
});
