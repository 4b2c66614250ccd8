import { describe, expect, it } from "vitest";
import { matchShortcut } from "@/shared/lib/shortcuts";
import { clampTourSec, entryLayoutId, LAYOUT_SHORTCUTS, nextLayoutId } from "./tour";

describe("the wall's tour (issue 31, spec §2 layouts)", () => {
  it("cycles the saved layouts in order and wraps round; starts at the first when none is open", () => {
    const ids = ["a", "b", "c"];
    expect(nextLayoutId(ids, "a")).toBe("b");
    expect(nextLayoutId(ids, "c")).toBe("a");
    expect(nextLayoutId(ids, null)).toBe("a");
    expect(nextLayoutId(ids, "deleted")).toBe("a");
    expect(nextLayoutId([], "a")).toBeNull();
  });

  it("takes whole seconds from 5 s to 1 h; 30 s (Verkada's) for what is not a number", () => {
    expect(clampTourSec(1)).toBe(5);
    expect(clampTourSec(12.4)).toBe(12);
    expect(clampTourSec(99_999)).toBe(3600);
    expect(clampTourSec(Number(""))).toBe(5);
    expect(clampTourSec(Number("x"))).toBe(30);
  });

  it("§2 §9: on entry the last wall wins over the default layout, which opens when there was none or it is gone", () => {
    const layouts = [{ id: "a", isDefault: false }, { id: "b", isDefault: true }];
    expect(entryLayoutId(layouts, "a")).toBe("a");
    expect(entryLayoutId(layouts, null)).toBe("b");
    expect(entryLayoutId(layouts, "deleted")).toBe("b");
    expect(entryLayoutId([{ id: "a", isDefault: false }], null)).toBeNull();
  });

  it("N opens the next layout and T starts or stops the tour, not while typing", () => {
    const press = (key: string, target: EventTarget = document.body) => matchShortcut(LAYOUT_SHORTCUTS, { key, target, ctrlKey: false, metaKey: false, altKey: false })?.action ?? null;
    expect([press("n"), press("N"), press("t"), press("T"), press("x")]).toEqual(["nextLayout", "nextLayout", "tour", "tour", null]);
    expect(press("n", document.createElement("textarea"))).toBeNull();
  });
});
