import { describe, expect, it } from "vitest";
import { emptyDraft, hasOwnRights, mergeDraft, roleRights, toggleRight, userRights, type RightsEntry } from "./rights-draft";

const saved: RightsEntry[] = [
  { targetType: "role", targetId: "r1", rights: ["query", "download"] },
  { targetType: "user", targetId: "u2", rights: ["query"] },
];

describe("archive rights editor draft (spec §3 rights per role or user, §5 default all)", () => {
  it("a role without an entry has every right; a user without one has the role's; a user entry wins", () => {
    const draft = emptyDraft();
    expect(roleRights(saved, draft, "r9")).toEqual(["add", "delete", "share", "download", "query"]);
    expect(userRights(saved, draft, { userId: "u1", roleId: "r1" })).toEqual(["query", "download"]);
    expect(userRights(saved, draft, { userId: "u2", roleId: "r1" })).toEqual(["query"]);
    expect(hasOwnRights(saved, draft, "u1")).toBe(false);
    expect(hasOwnRights(saved, draft, "u2")).toBe(true);
  });

  it("edits per role and per user are merged into the saved entries; resetting a user drops their entry", () => {
    const draft = emptyDraft();
    draft.roles.r1 = toggleRight(roleRights(saved, draft, "r1"), "share");
    draft.users.u1 = toggleRight(userRights(saved, draft, { userId: "u1", roleId: "r1" }), "download");
    draft.users.u2 = null;
    expect(draft.roles.r1).toEqual(["share", "download", "query"]);
    expect(userRights(saved, draft, { userId: "u2", roleId: "r1" })).toEqual(["share", "download", "query"]);
    expect(mergeDraft(saved, draft)).toEqual([
      { targetType: "role", targetId: "r1", rights: ["share", "download", "query"] },
      { targetType: "user", targetId: "u1", rights: ["share", "query"] },
    ]);
  });
});
