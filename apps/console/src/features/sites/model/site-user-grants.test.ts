import { describe, expect, it } from "vitest";
import { defaultRoleUnder, grantRows, ownGrantsOf, parentRolesOf, roleChoices, type SiteUserEntry } from "./site-user-grants";

const user = (userId: string, role: SiteUserEntry["role"], inherited = false): SiteUserEntry => ({ userId, userName: `User ${userId}`, email: `${userId}@x.test`, role, inherited });
const enabled = (parent: Parameters<typeof roleChoices>[0]) => roleChoices(parent).filter((c) => !c.disabled).map((c) => c.role);

describe("role choices under a parent (spec §5 subsite permission not lower than parent)", () => {
  it("§5: offers every role, the ones lower than the parent's disabled", () => {
    expect(roleChoices("SITE_VIEWER")).toEqual([
      { role: "SITE_ADMIN", disabled: false },
      { role: "SITE_VIEWER", disabled: false },
      { role: "LIVE_ONLY_VIEWER", disabled: true },
      { role: "NO_ACCESS", disabled: true },
    ]);
    expect(enabled("SITE_ADMIN")).toEqual(["SITE_ADMIN"]);
    expect(enabled("LIVE_ONLY_VIEWER")).toEqual(["SITE_ADMIN", "SITE_VIEWER", "LIVE_ONLY_VIEWER"]);
  });

  it("allows everything without a parent role", () => {
    expect(enabled(null)).toEqual(["SITE_ADMIN", "SITE_VIEWER", "LIVE_ONLY_VIEWER", "NO_ACCESS"]);
    expect(enabled("NO_ACCESS")).toHaveLength(4);
  });

  it("starts a new user as site viewer unless the parent passes down more", () => {
    expect(defaultRoleUnder(null)).toBe("SITE_VIEWER");
    expect(defaultRoleUnder("LIVE_ONLY_VIEWER")).toBe("SITE_VIEWER");
    expect(defaultRoleUnder("SITE_ADMIN")).toBe("SITE_ADMIN");
  });
});

describe("grant rows", () => {
  const siteUsers = [user("a", "SITE_ADMIN"), user("b", "SITE_VIEWER", true), user("c", "LIVE_ONLY_VIEWER")];

  it("separates own grants from inherited roles", () => {
    expect([...ownGrantsOf(siteUsers)]).toEqual([
      ["a", "SITE_ADMIN"],
      ["c", "LIVE_ONLY_VIEWER"],
    ]);
  });

  it("takes parent roles from the parent's users, else from this site's inherited entries", () => {
    expect([...parentRolesOf(siteUsers, [user("c", "SITE_VIEWER", false)])]).toEqual([["c", "SITE_VIEWER"]]);
    expect([...parentRolesOf(siteUsers, undefined)]).toEqual([["b", "SITE_VIEWER"]]);
  });

  it("lists own grants with their parent role, then users who only inherit", () => {
    const people = new Map(siteUsers.map((u) => [u.userId, u]));
    const rows = grantRows({ own: ownGrantsOf(siteUsers), parentRoles: new Map([["b", "SITE_VIEWER"], ["c", "LIVE_ONLY_VIEWER"], ["d", "NO_ACCESS"]]), people });
    expect(rows.map((r) => [r.userId, r.role, r.own, r.parentRole])).toEqual([
      ["a", "SITE_ADMIN", true, null],
      ["c", "LIVE_ONLY_VIEWER", true, "LIVE_ONLY_VIEWER"],
      ["b", "SITE_VIEWER", false, "SITE_VIEWER"],
    ]);
    expect(rows[0]).toMatchObject({ userName: "User a", email: "a@x.test" });
  });
});
