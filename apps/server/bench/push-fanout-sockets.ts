// The client side of push-fanout.bench.ts: thousands of /ws-vms sockets opened with bounded
// concurrency, each authenticated, each noting when the round's push reached it. Not a bench on its own.
import { performance } from "node:perf_hooks";
import { PUSH_PATH } from "@vms/api-client";
import { WebSocket } from "ws";

/** One console socket: where it is, and when the current round's push reached it (NaN: not yet). */
export interface FanoutSocket {
  instance: number;
  ws: WebSocket;
  receivedAt: number;
  frame: string;
}

/** What each socket needs: the instance's address and a token its per-user cap still admits. */
export interface SocketPlan {
  instance: number;
  baseUrl: string;
  token: string;
}

/** The round's push is a DEVICE_STATUS frame; anything else (heartbeat answers) is ignored. */
const MARKER = '"DEVICE_STATUS"';

/** Opens one socket, authenticates it and waits for `{type:"auth",code:200}`. */
function openOne(plan: SocketPlan, onPush: () => void): Promise<FanoutSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${plan.baseUrl.replace(/^http/, "ws")}${PUSH_PATH}`, { perMessageDeflate: false });
    const socket: FanoutSocket = { instance: plan.instance, ws, receivedAt: Number.NaN, frame: "" };
    const timer = setTimeout(() => fail(new Error("no auth answer within 30 s")), 30_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      ws.terminate();
      reject(err);
    };
    ws.once("error", fail);
    ws.once("open", () => ws.send(JSON.stringify({ type: "auth", token: plan.token })));
    ws.once("close", (code, reason) => fail(new Error(`closed ${code} ${reason.toString()}`)));
    ws.once("message", (data) => {
      const text = data.toString();
      if (!text.includes('"code":200')) return fail(new Error(`auth refused: ${text}`));
      clearTimeout(timer);
      ws.removeAllListeners("error");
      ws.removeAllListeners("close");
      ws.on("error", () => undefined);
      ws.on("message", (raw) => {
        if (!Number.isNaN(socket.receivedAt)) return;
        const body = raw.toString();
        if (!body.includes(MARKER)) return;
        socket.receivedAt = performance.now();
        socket.frame = body;
        onPush();
      });
      resolve(socket);
    });
  });
}

/** Opens every planned socket, `concurrency` at a time; answers them in plan order. */
export async function openSockets(plans: readonly SocketPlan[], concurrency: number, onPush: () => void): Promise<FanoutSocket[]> {
  const sockets: FanoutSocket[] = new Array(plans.length);
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const i = next++;
      sockets[i] = await openOne(plans[i]!, onPush);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, plans.length) }, worker));
  return sockets;
}

/** Every socket sends a heartbeat: the server closes a socket silent for 60 s (spec §9). */
export function heartbeat(sockets: readonly FanoutSocket[]): void {
  const frame = JSON.stringify({ type: "heartbeat" });
  for (const socket of sockets) if (socket.ws.readyState === WebSocket.OPEN) socket.ws.send(frame);
}

/** Sockets the server closed meanwhile (idle timeout, per-user cap): each would be a lost recipient. */
export const closedCount = (sockets: readonly FanoutSocket[]) => sockets.filter((s) => s.ws.readyState !== WebSocket.OPEN).length;

/** Closes every socket and waits (at most `timeoutMs`) for the close handshakes. */
export async function closeSockets(sockets: readonly FanoutSocket[], timeoutMs = 10_000): Promise<void> {
  const closing = sockets.map(
    (s) =>
      new Promise<void>((resolve) => {
        if (s.ws.readyState === WebSocket.CLOSED) return resolve();
        s.ws.once("close", () => resolve());
        s.ws.close();
      }),
  );
  const timer = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([Promise.all(closing), timer]);
  for (const s of sockets) if (s.ws.readyState !== WebSocket.CLOSED) s.ws.terminate();
}
