import { describe, expect, it } from "vitest";
import { emptyInviteForm, inviteFormOf, toCompanyInviteRequest, toInviteRequest, validateCompanyInvite, validateInviteForm } from "./invite-form";

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

describe("editing an invitation (spec §7 /user-invite/update)", () => {
  it("§6: the form takes the invitation's role and granted sites; sites without access are left out", () => {
    const values = inviteFormOf({ email: "bo@example.com", roleId: "r2", grants: [{ siteId: "s1", role: "SITE_ADMIN" }, { siteId: "s2", role: "NO_ACCESS" }, { siteId: "s3", role: "SITE_ADMIN" }] });
    expect(values).toEqual({ email: "bo@example.com", roleId: "r2", siteRole: "SITE_ADMIN", siteIds: ["s1", "s3"] });
    expect(inviteFormOf({ email: "x@example.com", roleId: null, grants: [] })).toEqual({ email: "x@example.com", roleId: "", siteRole: "SITE_VIEWER", siteIds: [] });
  });
});

describe("company invitation (issue 28, spec §2 /company-register)", () => {
  it("§5: needs a valid e-mail; asks for kind 2 (a new organization)", () => {
    expect(Object.keys(validateCompanyInvite({ email: "a@b" }))).toEqual(["email"]);
    expect(validateCompanyInvite({ email: " boss@newco.example " })).toEqual({});
    expect(toCompanyInviteRequest({ email: " boss@newco.example " })).toEqual({ email: "boss@newco.example", kind: 2 });
  });
});
