import { playbackServerFrameSchema, type PlaybackServerFrame } from "@vms/api-client";
import { WebSocket } from "ws";

/** A `/ws-live` playback socket as a test sees it: text frames parsed, binary frames kept in order. */
export interface PlaybackClient {
  texts: PlaybackServerFrame[];
  binaries: Uint8Array[];
  send(frame: Record<string, unknown>): void;
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function openPlaybackClient(baseUrl: string, path: string): Promise<PlaybackClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}${path}`);
  const texts: PlaybackServerFrame[] = [];
  const binaries: Uint8Array[] = [];
  socket.on("message", (data, isBinary) => {
    if (isBinary) binaries.push(new Uint8Array(data as Buffer));
    else texts.push(playbackServerFrameSchema.parse(JSON.parse(data.toString())));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    texts,
    binaries,
    send: (frame) => socket.send(JSON.stringify(frame)),
    async waitFor(check, what, timeoutMs = 5_000) {
      for (const deadline = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 20))) {
        if (Date.now() > deadline) throw new Error(`timed out: ${what} (texts: ${JSON.stringify(texts.slice(-3))})`);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}
