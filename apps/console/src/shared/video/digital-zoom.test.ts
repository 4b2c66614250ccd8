import { describe, expect, it } from "vitest";
import { clampPan, wheelZoom, zoomAround, zoomTransform } from "./digital-zoom";

const size = { width: 400, height: 200 };

describe("digital zoom (spec §7 videoZoom, §9 levels 1..4)", () => {
  it("§9: the wheel zooms in steps of 1 within 1..4, gathering small touchpad deltas", () => {
    expect(wheelZoom(1, 0, -100)).toEqual({ level: 2, gathered: 0 });
    expect(wheelZoom(2, 0, 100)).toEqual({ level: 1, gathered: 0 });
    expect(wheelZoom(4, 0, -300)).toEqual({ level: 4, gathered: 0 });
    expect(wheelZoom(1, 0, 500)).toEqual({ level: 1, gathered: 0 });
    // Four touchpad events of 30 px make one step, the rest waits.
    let state = { level: 1, gathered: 0 };
    for (let i = 0; i < 4; i++) state = wheelZoom(state.level, state.gathered, -30);
    expect(state).toEqual({ level: 2, gathered: -20 });
  });

  it("a pan keeps the zoomed picture over the whole window, and is centred at zoom 1", () => {
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -100 });
    expect(clampPan({ x: 50, y: 20 }, 2, size)).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, size)).toEqual({ x: 0, y: 0 });
  });

  it("zooming keeps the spot under the pointer where it was", () => {
    // The pointer 100 px right of centre: zooming 1 → 2 moves the picture 100 px left.
    expect(zoomAround({ x: 0, y: 0 }, 1, 2, { x: 100, y: 0 }, size)).toEqual({ x: -100, y: 0 });
    // At the centre nothing moves; back to 1 is centred again.
    expect(zoomAround({ x: 0, y: 0 }, 1, 3, { x: 0, y: 0 }, size)).toEqual({ x: 0, y: 0 });
    expect(zoomAround({ x: -100, y: 40 }, 2, 1, { x: 100, y: 0 }, size)).toEqual({ x: 0, y: 0 });
    // Never past the edge: the window's corner at 4×.
    expect(zoomAround({ x: 0, y: 0 }, 1, 4, { x: 200, y: 100 }, size)).toEqual({ x: -600, y: -300 });
  });

  it("the transform scales and moves the picture only while zoomed", () => {
    expect(zoomTransform(1, { x: 0, y: 0 })).toBeUndefined();
    expect(zoomTransform(2, { x: -10, y: 5 })).toBe("translate(-10px, 5px) scale(2)");
  });
});
