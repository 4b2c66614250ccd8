import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { RightsDialog } from "./rights-dialog";

const user = (userId: string, userName: string) => ({ userId, userName, email: `${userId}@x.test`, alias: "", phone: "", type: 2 as const, state: 1, roleId: "r1", roleName: "Guards", createTime: 1 });

describe("archive rights editor (spec §3 rights per role or user, /archives/authority/update)", () => {
  beforeEach(() => sessionStore.signIn(loginResultFixture()));
  afterEach(() => sessionStore.clear());

  it("the admin chooses per role or per user; a user's own rights are saved beside the role's, and can go back to the role's", async () => {
    const api = mockApi({
      "/archives/authority/get": () => ({ configured: true, editable: true, mine: ["add", "delete", "share", "download", "query"], entries: [{ targetType: "user", targetId: "u2", rights: ["query"] }] }),
      "/role/list": () => ({ list: [{ roleId: "r1", roleName: "Guards", builtIn: false, marker: null, codes: [], userCount: 2 }] }),
      "/user/query": () => ({ total: 2, list: [user("u1", "Ann"), user("u2", "Bob")] }),
      "/archives/authority/update": () => ({}),
    });
    await renderWithProviders(<RightsDialog onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Guards: Share" }));
    expect(screen.getByRole("checkbox", { name: "Guards: Share" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("tab", { name: "Per user" }));
    const table = await screen.findByRole("table", { name: "Archive rights per user" });
    // Ann follows the edited role; Bob has his own rights.
    expect(await within(table).findByRole("checkbox", { name: "Ann: Share" })).not.toBeChecked();
    expect(within(table).getByRole("checkbox", { name: "Ann: Download" })).toBeChecked();
    expect(within(table).getByRole("checkbox", { name: "Bob: Download" })).not.toBeChecked();
    await userEvent.click(within(table).getByRole("checkbox", { name: "Ann: Download" }));
    await userEvent.click(within(table).getByRole("button", { name: "Use role's rights: Bob" }));
    expect(within(table).getByRole("checkbox", { name: "Bob: Download" })).toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => callsTo(api, "/archives/authority/update").length).toBe(1);
    expect(callsTo(api, "/archives/authority/update")[0]).toEqual({
      entries: [
        { targetType: "role", targetId: "r1", rights: ["add", "delete", "download", "query"] },
        { targetType: "user", targetId: "u1", rights: ["add", "delete", "query"] },
      ],
    });
  }, 20_000);
});
