import { screen, waitForElementToBeRemoved } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { notifier } from "@/shared/notifier";
import { sessionStore } from "@/shared/session";
import { callsTo, loginResultFixture, mockApi, renderWithProviders } from "@/shared/testing";
import { InvitesPanel } from "./invites-panel";

const pending = { inviteId: "i1", kind: 1 as const, email: "bo@x.test", userId: "u1", roleId: "r1", roleName: "Site operator/viewer", state: 0, createTime: 0, expireTime: Date.now() + 86_400_000 };
const accepted = { ...pending, inviteId: "i2", email: "ann@x.test", state: 1 };
const roles = [{ roleId: "r1", roleName: "Site operator/viewer", builtIn: true, marker: null, codes: [], userCount: 1 }];
const sites = [
  { siteId: "s1", siteName: "Lobby", parentId: null, depth: 1, role: "SITE_ADMIN" as const },
  { siteId: "s2", siteName: "Parking", parentId: null, depth: 1, role: "SITE_ADMIN" as const },
];

describe("invitations panel: editing a pending invitation (spec §7 /user-invite/update)", { timeout: 20_000 }, () => {
  afterEach(() => sessionStore.clear());

  it("§4 §6: only pending user invitations can be edited; the dialog opens on their grants and saves role and sites", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({
      "/invite/list": () => ({ total: 2, list: [pending, accepted] }),
      "/invite/detail": () => ({ ...pending, grants: [{ siteId: "s1", role: "SITE_ADMIN" }] }),
      "/role/list": () => ({ list: roles }),
      "/site/list/choose": () => ({ list: sites }),
      "/user-invite/update": () => ({}),
    });
    await renderWithProviders(<InvitesPanel canManage />);
    await screen.findByTestId("invite-row-ann@x.test");
    expect(screen.getAllByTestId("invite-edit")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Edit invitation of bo@x.test" }));
    expect(await screen.findByRole("heading", { name: "Edit the invitation" })).toBeInTheDocument();
    expect(screen.getByTestId("invite-email")).toBeDisabled();
    expect(await screen.findByTestId("invite-site-Lobby")).toBeChecked();
    await userEvent.click(screen.getByTestId("invite-site-Parking"));
    await userEvent.click(screen.getByTestId("invite-send"));
    await expect.poll(() => callsTo(api, "/user-invite/update")).toEqual([
      { inviteId: "i1", roleId: "r1", grants: [{ siteId: "s1", role: "SITE_ADMIN" }, { siteId: "s2", role: "SITE_ADMIN" }] },
    ]);
  });
});

describe("invitations panel: inviting an organization (issue 28, spec §2 /company-register)", { timeout: 20_000 }, () => {
  afterEach(() => {
    sessionStore.clear();
    notifier.getSnapshot().forEach((toast) => notifier.dismiss(toast.id));
  });

  it("§4: an administrator sends a company invitation (kind 2) and is told it went", async () => {
    sessionStore.signIn(loginResultFixture());
    const api = mockApi({ "/invite/list": () => ({ total: 0, list: [] }), "/user/invite": () => ({ inviteId: "i9" }) });
    await renderWithProviders(<InvitesPanel canManage />);
    await userEvent.click(await screen.findByRole("button", { name: "Invite an organization" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite an organization" });
    await userEvent.type(screen.getByTestId("company-invite-email"), "boss@newco");
    await userEvent.click(screen.getByTestId("company-invite-send"));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeInTheDocument();
    expect(callsTo(api, "/user/invite")).toEqual([]);
    await userEvent.type(screen.getByTestId("company-invite-email"), ".example");
    await userEvent.click(screen.getByTestId("company-invite-send"));
    await expect.poll(() => callsTo(api, "/user/invite")).toEqual([{ email: "boss@newco.example", kind: 2 }]);
    await expect.poll(() => notifier.getSnapshot().filter((toast) => "message" in toast && toast.message.values?.email === "boss@newco.example")).toEqual([
      expect.objectContaining({ severity: "success", message: expect.objectContaining({ message: "An invitation was sent to {email}.", values: { email: "boss@newco.example" } }) }),
    ]);
    await waitForElementToBeRemoved(dialog);
  });

  it("§6: without the right to manage, there is no button", async () => {
    sessionStore.signIn(loginResultFixture());
    mockApi({ "/invite/list": () => ({ total: 0, list: [] }) });
    await renderWithProviders(<InvitesPanel canManage={false} />);
    await screen.findByTestId("invites-table");
    expect(screen.queryByRole("button", { name: "Invite an organization" })).toBeNull();
  });
});
