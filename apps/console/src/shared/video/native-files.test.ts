import { afterEach, describe, expect, it, vi } from "vitest";
import type { PeerFile } from "@/shared/plugin-bridge/test-plugin-peer.test-support";
import { GATE, runCleanups, setup } from "./native-runtime.test-support";

afterEach(runCleanups);

const file = (name: string, createTime: string, errorCode?: number): PeerFile => ({
  fileName: name, filePath: `C:\\Users\\op\\VMS\\${name}`, createTime, ...(errorCode === undefined ? {} : { errorCode }),
});

describe("snapshot and record lists through the native plugin (spec §3 lists, §7 RequestSnapRecord, issue 11)", { timeout: 10_000 }, () => {
  it("§3: once the plugin plays, the lists show its own files, newest first", async () => {
    const t = await setup();
    t.peer.files.snap.push(file("a.png", "2026-11-20 08:00:00"), file("c.png", "2026-11-22 08:00:00"), file("b.png", "2026-11-21 08:00:00"));
    t.peer.files.record.push(file("r.mp4", "2026-11-21 09:00:00", 301));
    await t.choosePlugin();
    await vi.waitFor(() => expect(t.runtime.getState().snaps.map((f) => f.fileName)).toEqual(["c.png", "b.png", "a.png"]));
    expect(t.runtime.getState()).toMatchObject({ playedBy: "plugin", records: [{ fileName: "r.mp4", filePath: "C:\\Users\\op\\VMS\\r.mp4", errorCode: 301 }] });
    expect(t.received("RequestSnapRecord").map((r) => r.params)).toEqual(expect.arrayContaining([{ type: "snap" }, { type: "record" }]));
  });

  it("§7: a snapshot the plugin saved refreshes the snapshot list from RequestSnapRecord (the newest 5); a refused one does not", async () => {
    const t = await setup();
    t.peer.files.snap.push(...[1, 2, 3, 4, 5].map((d) => file(`old-${d}.png`, `2026-11-0${d} 08:00:00`)));
    await t.choosePlugin();
    await t.command("preview", GATE);
    await vi.waitFor(() => expect(t.runtime.getState().snaps).toHaveLength(5));
    const asked = t.received("RequestSnapRecord").length;

    // Spec §8 code 3: not ready yet; nothing was saved, so nothing is asked.
    t.peer.answer("SnapPicture", () => ({ code: 3 }));
    await expect(t.command("SnapPicture", { winIndex: 1 })).rejects.toMatchObject({ code: 3 });
    expect(t.received("RequestSnapRecord")).toHaveLength(asked);

    const saved = file("Gate_20261125.png", "2026-11-25 10:00:00");
    t.peer.answer("SnapPicture", () => {
      t.peer.files.snap.splice(0, 1, saved);
      return { data: saved };
    });
    await t.command("SnapPicture", { winIndex: 1 });
    await vi.waitFor(() => expect(t.runtime.getState().snaps[0]).toEqual(saved));
    expect(t.received("RequestSnapRecord").at(-1)?.params).toEqual({ type: "snap" });
    expect(t.runtime.getState().snaps.map((f) => f.fileName)).toEqual(["Gate_20261125.png", "old-5.png", "old-4.png", "old-3.png", "old-2.png"]);
  });

  it("§7: a recording the plugin finished (recordFinished) comes into the record list; the web runtime's lists come back with it", async () => {
    const t = await setup();
    const release = await t.choosePlugin();
    await vi.waitFor(() => expect(t.received("RequestSnapRecord")).toHaveLength(2));
    expect(t.runtime.getState().records).toEqual([]);
    const done = file("Gate_20261125_1000.mp4", "2026-11-25 10:00:00");
    t.peer.files.record.push(done);
    t.peer.emit("recordFinished", { winIndex: 1, fileName: done.fileName, filePath: done.filePath });
    await vi.waitFor(() => expect(t.runtime.getState().records).toEqual([done]));
    expect(t.received("RequestSnapRecord").at(-1)?.params).toEqual({ type: "record" });
    // The plugin's files are not the page's: without the plugin the page's own (empty) lists show.
    release();
    expect(t.runtime.getState()).toMatchObject({ playedBy: "web", records: [] });
  });
});
