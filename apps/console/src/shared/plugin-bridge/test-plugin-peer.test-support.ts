import { buildErrorResponse, buildEvent, buildResponse, parseMessage, type CommandName, type EventDataOf, type EventType, type PluginRequest, type ResultOf } from "@vms/plugin-protocol";
import { WebSocketServer, WebSocket as NodeWebSocket } from "ws";
import type { SocketFactory, SocketLike } from "./plugin-socket";

/** What the peer answers to one request: response data, an error code, or nothing (a hung plugin). */
export type PeerAnswer = { data: unknown } | { code: number } | "silent";

/** A snapshot or recording as the plugin lists it (RequestSnapRecord). */
export type PeerFile = ResultOf<"RequestSnapRecord">["files"][number];

/**
 * Test only: a real XML peer on a free local port that speaks @vms/plugin-protocol like the native
 * plugin, answering every request (getOCXVersion with `version`, RequestSnapRecord with `files`)
 * unless a handler says otherwise.
 */
export async function startPluginPeer(version: string | null = "1.0.0.1914") {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const requests: PluginRequest[] = [];
  const handlers = new Map<CommandName, (request: PluginRequest) => PeerAnswer>();
  /** The plugin's snapshot and record folders, as RequestSnapRecord answers them. */
  const files: { snap: PeerFile[]; record: PeerFile[] } = { snap: [], record: [] };
  const byDefault = (message: PluginRequest): PeerAnswer => {
    if (message.cmd === "getOCXVersion" && version) return { data: { version } };
    if (message.cmd === "RequestSnapRecord") return { data: { files: files[message.params.type] } };
    return { data: {} };
  };
  let connections = 0;
  server.on("connection", (socket) => {
    connections++;
    socket.on("message", (raw) => {
      const message = parseMessage(String(raw));
      if (message.kind !== "request") return;
      requests.push(message);
      const answer = handlers.get(message.cmd)?.(message) ?? byDefault(message);
      if (answer === "silent") return;
      if ("code" in answer) socket.send(buildErrorResponse(message.cmd, message.seq, answer.code));
      else socket.send(buildResponse(message.cmd, message.seq, answer.data as never));
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    requests,
    files,
    get connections() {
      return connections;
    },
    /** Received commands' names, in order. */
    commands: () => requests.map((r) => r.cmd),
    answer(cmd: CommandName, handler: (request: PluginRequest) => PeerAnswer) {
      handlers.set(cmd, handler);
    },
    emit<E extends EventType>(type: E, data: EventDataOf<E>) {
      for (const client of server.clients) client.send(buildEvent(type, data));
    },
    /** Drops every connection, as a crashing plugin would. */
    dropClients() {
      for (const client of server.clients) client.terminate();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sockets from the `ws` package (Node 20 has no global WebSocket). */
export const nodeSocket: SocketFactory = (url) => new NodeWebSocket(url) as unknown as SocketLike;

/** A free port nobody listens on. */
export async function unusedPort(): Promise<number> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
