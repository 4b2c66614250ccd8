import { afterEach, describe, expect, it, vi } from "vitest";
import { GATE, runCleanups, setup } from "./native-runtime.test-support";

afterEach(runCleanups);

const YARD = { winIndex: 2, sn: "SN2", chlIndex: 1, channelName: "Yard", siteName: "HQ", streamMode: "sub" } as const;

/** Two windows playing in the page, and a plugin that is there (looked for, not yet chosen). */
async function twoWindowsAndAPlugin() {
  const t = await setup();
  await t.command("preview", GATE);
  await t.command("preview", YARD);
  await t.bridge.connect();
  /** The windows each preview after the plugin's last stop opened: what the plugin ends up playing. */
  const openedAfterLastStop = () => {
    const all = t.peer.requests;
    const lastStop = all.map((r) => r.cmd).lastIndexOf("stop");
    return all.slice(lastStop + 1).filter((r) => r.cmd === "preview").map((r) => (r.params as { winIndex: number }).winIndex).sort();
  };
  return { ...t, openedAfterLastStop };
}

describe("switching transports quickly (spec §4 Plugin: the windows keep their channels, issue 11)", { timeout: 10_000 }, () => {
  it("§4: plugin on, off and on again at once: the plugin gets each window's preview once and plays what the page showed", async () => {
    const t = await twoWindowsAndAPlugin();
    const choice = t.runtime.followPlugin(t.bridge);
    choice();
    t.runtime.followPlugin(t.bridge);
    expect(t.runtime.playsNative).toBe(true);
    // The last switch ends by loading the plugin's file lists: by then every replay is done.
    await vi.waitFor(() => expect(t.received("RequestSnapRecord")).toHaveLength(2));
    expect(t.received("preview").map((r) => r.params)).toEqual(expect.arrayContaining([GATE, YARD]));
    expect(t.received("preview")).toHaveLength(2);
    expect(t.openedAfterLastStop()).toEqual([1, 2]);
    expect(t.received("updateDatoken")).toHaveLength(2);
    expect([t.win(1), t.win(2)]).toMatchObject([{ sn: "SN1", wantsPlay: true }, { sn: "SN2", wantsPlay: true }]);
    // The page's players are all closed: only the plugin plays.
    expect(t.media.sockets.every((s) => s.closed)).toBe(true);
  });

  it("§4: flipped off and on while the plugin is still taking the first replay: it ends with each window opened once, after its stop", async () => {
    const t = await twoWindowsAndAPlugin();
    let chosenAgain: (() => void) | null = null;
    // The user flips while the plugin handles the first replay's split.
    t.peer.answer("splitCtrl", () => {
      if (!chosenAgain) {
        choice();
        chosenAgain = t.runtime.followPlugin(t.bridge);
      }
      return { data: {} };
    });
    const choice = t.runtime.followPlugin(t.bridge);
    await vi.waitFor(() => expect(t.received("RequestSnapRecord")).toHaveLength(2));
    expect(chosenAgain).not.toBeNull();
    expect(t.openedAfterLastStop()).toEqual([1, 2]);
    expect(t.received("preview")).toHaveLength(2);
    expect([t.win(1), t.win(2)]).toMatchObject([{ sn: "SN1", wantsPlay: true }, { sn: "SN2", wantsPlay: true }]);

    // And off again: the page, not the plugin, opens both windows.
    const opened = t.openStream.mock.calls.length;
    const stops = t.received("stop").length;
    chosenAgain!();
    await vi.waitFor(() => expect(t.openStream.mock.calls.length).toBe(opened + 2));
    expect(t.received("stop").length).toBeGreaterThan(stops);
    expect(t.openedAfterLastStop()).toEqual([]);
  });

  it("§4 Session: a logout while the plugin takes the replay ends it: nothing opens for the next user", async () => {
    const t = await twoWindowsAndAPlugin();
    t.peer.answer("splitCtrl", () => {
      t.runtime.reset();
      return { data: {} };
    });
    t.runtime.followPlugin(t.bridge);
    await t.runtime.settled;
    expect(t.received("splitCtrl")).toHaveLength(1);
    expect(t.received("preview")).toHaveLength(0);
    expect(t.runtime.getState().windows.filter((w) => w.sn !== null)).toEqual([]);
  });
});
