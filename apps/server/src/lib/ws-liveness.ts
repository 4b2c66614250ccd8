import type { WebSocket } from "ws";

/**
 * Pings `socket` every `intervalMs` and terminates it after two pongs missed in a row, so a dead
 * viewer's stream stops within seconds (live and playback sockets). Returns the stop function;
 * it also stops when the socket closes.
 */
export function keepAlive(socket: WebSocket, intervalMs: number): () => void {
  let alive = true;
  let misses = 0;
  const pinger = setInterval(() => {
    misses = alive ? 0 : misses + 1;
    if (misses >= 2) return socket.terminate();
    alive = false;
    socket.ping();
  }, intervalMs);
  const pong = () => {
    alive = true;
  };
  const stop = () => {
    clearInterval(pinger);
    socket.off("pong", pong);
  };
  socket.on("pong", pong);
  socket.once("close", stop);
  return stop;
}
