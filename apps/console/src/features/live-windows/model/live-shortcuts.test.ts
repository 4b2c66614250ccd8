import { describe, expect, it } from "vitest";
import { matchShortcut } from "@/shared/lib/shortcuts";
import { WINDOW_SHORTCUTS } from "./live-shortcuts";
import { zoomCommand } from "./window-actions";

const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, target: document.body, ...extra });

describe("live wall keys (spec §2 live, issue 31 shortcuts)", () => {
  it("maps digits, F, W, Space, S, zoom keys and ? to their actions", () => {
    const actionOf = (key: string) => matchShortcut(WINDOW_SHORTCUTS, press(key))?.action ?? null;
    expect(["1", "9", "f", "F", "w", " ", "s", "+", "=", "-", "0", "?"].map(actionOf)).toEqual(
      ["select", "select", "fullScreen", "fullScreen", "wall", "pause", "snapshot", "zoomIn", "zoomIn", "zoomOut", "zoomReset", "help"],
    );
    expect(actionOf("x")).toBeNull();
  });

  it("leaves modified keys, typing, the tree and dialogs alone; Space on a button is the button's", () => {
    expect(matchShortcut(WINDOW_SHORTCUTS, press("s", { ctrlKey: true }))).toBeNull();
    const input = document.createElement("input");
    expect(matchShortcut(WINDOW_SHORTCUTS, press("s", { target: input }))).toBeNull();
    const tree = document.createElement("ul");
    tree.setAttribute("role", "tree");
    const item = tree.appendChild(document.createElement("li"));
    expect(matchShortcut(WINDOW_SHORTCUTS, press("1", { target: item }))).toBeNull();
    const button = document.createElement("button");
    expect(matchShortcut(WINDOW_SHORTCUTS, press(" ", { target: button }))).toBeNull();
    expect(matchShortcut(WINDOW_SHORTCUTS, press("s", { target: button }))?.action).toBe("snapshot");
  });

  it("§9: zoom keys step within 1..4 and 0 resets (videoZoom level 1 turns it off)", () => {
    expect(zoomCommand(2, 1, "zoomIn")).toEqual({ winIndex: 2, enable: true, level: 2 });
    expect(zoomCommand(2, 4, "zoomIn")).toEqual({ winIndex: 2, enable: true, level: 4 });
    expect(zoomCommand(2, 2, "zoomOut")).toEqual({ winIndex: 2, enable: false, level: 1 });
    expect(zoomCommand(2, 3, "zoomReset")).toEqual({ winIndex: 2, enable: false, level: 1 });
  });
});
