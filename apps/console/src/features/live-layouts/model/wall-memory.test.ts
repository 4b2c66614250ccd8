import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { loginResultFixture } from "@/shared/testing";
import { wallMemory } from "./wall-memory";

const signInAs = (userId: string) => {
  const fixture = loginResultFixture();
  sessionStore.signIn({ ...fixture, user: { ...fixture.user, userId } });
};

describe("the last wall (issue 31): remembered per user on this browser", () => {
  afterEach(() => {
    sessionStore.clear();
    localStorage.clear();
  });

  it("keeps each user's layout and tour apart, and survives a fresh read of storage", () => {
    signInAs("u-a");
    wallMemory.update({ layoutId: "layout-1", touring: true, tourSec: 12 });
    expect(JSON.parse(localStorage.getItem("vms.live.wall.u-a")!)).toEqual({ layoutId: "layout-1", touring: true, tourSec: 12 });
    signInAs("u-b");
    expect(wallMemory.get()).toEqual({ layoutId: null, touring: false, tourSec: 30 });
    signInAs("u-a");
    expect(wallMemory.get()).toEqual({ layoutId: "layout-1", touring: true, tourSec: 12 });
  });

  it("reads what it cannot trust as nothing remembered, an interval out of range as the nearest allowed", () => {
    localStorage.setItem("vms.live.wall.u-c", JSON.stringify({ layoutId: 7, touring: "yes", tourSec: 1 }));
    localStorage.setItem("vms.live.wall.u-d", "{not json");
    signInAs("u-c");
    expect(wallMemory.get()).toEqual({ layoutId: null, touring: false, tourSec: 5 });
    signInAs("u-d");
    expect(wallMemory.get()).toEqual({ layoutId: null, touring: false, tourSec: 30 });
  });
});
