import { describe, expect, it } from "vitest";
import { emptyInviteForm, toInviteRequest, validateInviteForm } from "./invite-form";

describe("invite form (spec §5)", () => {
  it("§5: needs a valid e-mail and a role", () => {
    expect(Object.keys(validateInviteForm(emptyInviteForm())).sort()).toEqual(["email", "roleId"]);
    expect(Object.keys(validateInviteForm({ ...emptyInviteForm(), email: "a@b", roleId: "r" }))).toEqual(["email"]);
    expect(validateInviteForm({ ...emptyInviteForm(), email: "ann@example.com", roleId: "r" })).toEqual({});
  });

  it("§6: every chosen site gets the chosen site role", () => {
    const request = toInviteRequest({ email: " ann@example.com ", roleId: "r", siteRole: "LIVE_ONLY_VIEWER", siteIds: ["s1", "s2"] });
    expect(request).toEqual({ email: "ann@example.com", roleId: "r", grants: [{ siteId: "s1", role: "LIVE_ONLY_VIEWER" }, { siteId: "s2", role: "LIVE_ONLY_VIEWER" }] });
  });
});
