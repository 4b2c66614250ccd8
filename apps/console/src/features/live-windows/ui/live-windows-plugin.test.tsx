import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPluginBridge } from "@/shared/plugin-bridge";
import { nodeSocket, startPluginPeer } from "@/shared/plugin-bridge/test-plugin-peer.test-support";
import { renderWithProviders } from "@/shared/testing";
import { playWithPlugin, videoRuntime } from "@/shared/video";
import { LiveWindows } from "./live-windows";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SNAP = { fileName: "Gate_20261125.png", filePath: "C:\\VMS\\snap\\Gate_20261125.png", createTime: "2026-11-25 10:00:00" };
const RECORD = { fileName: "Gate_20261125.mp4", filePath: "C:\\VMS\\record\\Gate_20261125.mp4", createTime: "2026-11-25 10:05:00" };

/** /live with the native plugin playing (a real XML peer), window 1 holding a channel. */
async function liveWithPlugin() {
  const peer = await startPluginPeer();
  peer.files.snap.push(SNAP);
  const bridge = createPluginBridge({ port: peer.port, createSocket: nodeSocket, resetOnLogout: false, sizeRetryMs: 20 });
  const release = playWithPlugin(bridge);
  cleanups.push(() => peer.close(), () => bridge.close(), release);
  await bridge.connect();
  await videoRuntime().command("bindChannelWin", { winIndex: 1, sn: "SN1", chlIndex: 2, channelName: "Gate", siteName: "HQ" });
  await renderWithProviders(<LiveWindows />);
  const received = (cmd: string) => peer.requests.filter((r) => r.cmd === cmd);
  return { peer, received };
}

describe("/live with the native plugin (spec §2 Live snapshot and record, §3 lists, §7 capture commands, issue 11)", () => {
  it("§2/§7: the lists are the plugin's files; Open and Show in folder go to the plugin, and a missing file says so", async () => {
    const t = await liveWithPlugin();
    const snaps = await screen.findByTestId("snapshot-list");
    expect(within(snaps).getByText(/Gate_20261125\.png · 2026-11-25 10:00:00/)).toBeInTheDocument();
    // A path on this computer is no link the browser could open or save.
    expect(within(snaps).queryByRole("link")).toBeNull();
    fireEvent.click(within(snaps).getByRole("button", { name: "Open Gate_20261125.png" }));
    await vi.waitFor(() => expect(t.received("OpenSnapRecordFile")[0]?.params).toEqual({ filePath: SNAP.filePath }));
    fireEvent.click(within(snaps).getByRole("button", { name: "Show Gate_20261125.png in its folder" }));
    await vi.waitFor(() => expect(t.received("OpenFilePath")[0]?.params).toEqual({ filePath: SNAP.filePath }));

    // Spec §8 plugin code 301: the file is gone.
    t.peer.answer("OpenSnapRecordFile", () => ({ code: 301 }));
    fireEvent.click(within(snaps).getByRole("button", { name: "Open Gate_20261125.png" }));
    expect(await within(snaps.closest("section")!).findByRole("alert")).toHaveTextContent("The file is no longer there.");

    // A recording the plugin finished from its own toolbar appears.
    t.peer.files.record.push(RECORD);
    t.peer.emit("recordFinished", { winIndex: 1, fileName: RECORD.fileName, filePath: RECORD.filePath });
    const records = await screen.findByTestId("record-list");
    expect(within(records).getByText(/Gate_20261125\.mp4/)).toBeInTheDocument();
  });

  it("§7: the page cannot record through the plugin: the record button is off and says where to record", async () => {
    await liveWithPlugin();
    const record = await screen.findByTestId("record");
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(/The video plugin records from its own toolbar/);
    fireEvent.mouseOver(record.parentElement!);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("The video plugin records from its own toolbar; its recordings appear in the list below.");
  });
});
