import { fireEvent, render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi, renderWithProviders } from "@/shared/testing";
import { arrowDirection, usePtzControl, usePtzKeyboard, type PtzKeyboardOptions } from "../index";

function Harness(props: Omit<PtzKeyboardOptions, "target">) {
  usePtzKeyboard(props);
  return <input aria-label="field" />;
}

describe("arrow keys drive PTZ (spec §2 Keyboard)", () => {
  it("one arrow is a direction, two make a diagonal, opposite ones cancel", () => {
    expect(arrowDirection(new Set(["ArrowUp"]))).toBe("up");
    expect(arrowDirection(new Set(["ArrowUp", "ArrowLeft"]))).toBe("upLeft");
    expect(arrowDirection(new Set(["ArrowDown", "ArrowRight"]))).toBe("downRight");
    expect(arrowDirection(new Set(["ArrowLeft", "ArrowRight"]))).toBeNull();
    expect(arrowDirection(new Set())).toBeNull();
  });

  it("moves on key down, stops when the last arrow is released, ignores fields and disabled state", () => {
    const onMove = vi.fn();
    const onStop = vi.fn();
    const { rerender, getByLabelText } = render(<Harness enabled onMove={onMove} onStop={onStop} />);
    fireEvent.keyDown(window, { key: "ArrowUp" });
    fireEvent.keyDown(window, { key: "ArrowRight" });
    fireEvent.keyUp(window, { key: "ArrowUp" });
    expect(onStop).not.toHaveBeenCalled();
    fireEvent.keyUp(window, { key: "ArrowRight" });
    expect(onMove.mock.calls.map(([d]) => d)).toEqual(["up", "upRight"]);
    expect(onStop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(getByLabelText("field"), { key: "ArrowLeft" });
    expect(onMove).toHaveBeenCalledTimes(2);
    rerender(<Harness enabled={false} onMove={onMove} onStop={onStop} />);
    fireEvent.keyDown(window, { key: "ArrowDown" });
    expect(onMove).toHaveBeenCalledTimes(2);
  });
});

function LivePage({ enabled }: { enabled: boolean }) {
  const control = usePtzControl({ sn: "I24C053D793E", chlIndex: 1 });
  usePtzKeyboard({ enabled, onMove: control.move, onStop: control.stop });
  return null;
}

function Nested({ outer, inner }: { outer: PtzKeyboardOptions["onMove"]; inner: PtzKeyboardOptions["onMove"] }) {
  const pad = useRef<HTMLButtonElement>(null);
  usePtzKeyboard({ enabled: true, onMove: outer, onStop: () => {} });
  usePtzKeyboard({ enabled: true, onMove: inner, onStop: () => {}, target: pad });
  return <button ref={pad}>pad</button>;
}

describe("nested arrow-key handlers", () => {
  it("a key taken by the panel's pad does not move the head a second time through the page's handler", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { getByRole } = render(<Nested outer={outer} inner={inner} />);
    fireEvent.keyDown(getByRole("button"), { key: "ArrowUp" });
    expect(inner).toHaveBeenCalledWith("up");
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: "ArrowDown" });
    expect(outer).toHaveBeenCalledWith("down");
  });
});

describe("the live page's arrow keys (spec §2 Keyboard, §7 PtzControl_I)", () => {
  it("send PTZ steps at the default speed 4 and a stop through /device/transport", async () => {
    const api = mockApi({ "/device/transport": () => ({ code: 200, status: "success", data: { position: { pan: 0, tilt: 0, zoom: 1 } } }) });
    await renderWithProviders(<LivePage enabled />);
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    fireEvent.keyUp(window, { key: "ArrowLeft" });
    await vi.waitFor(() => expect(callsTo(api, "/device/transport")).toHaveLength(2));
    expect(callsTo(api, "/device/transport").map((c) => [c.api, c.params])).toEqual([
      ["PtzControl_I", { action: "left", speed: 4 }],
      ["PtzControl_I", { action: "stop", speed: 4 }],
    ]);
  });
});
