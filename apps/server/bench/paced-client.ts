// An open-loop fixed-rate HTTP client for load.bench.ts: one request every 1/rate s, evenly spaced,
// each on an idle keep-alive socket (a new one when all are busy), latency timed from when the
// request was due (a stall on either side counts in full: no coordinated omission). Requests are
// built before the clock starts (bodies signed ahead, within the freshness window) and answers are
// read with a minimal parser, so the client spends little CPU on the machine it shares with the
// server. Not a bench on its own.
import net from "node:net";
import { performance } from "node:perf_hooks";

/** One request ready to send: its bytes, and whether an answer's body counts as a success. */
export interface PreparedRequest {
  bytes: Buffer;
  accepts(body: string): boolean;
}

/** An HTTP/1.1 request of `method` and `path` with `body`, as bytes. */
export function requestBytes(method: string, path: string, body?: string): Buffer {
  const head = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n`;
  if (body === undefined) return Buffer.from(`${head}\r\n`);
  return Buffer.from(`${head}Content-Type: application/json\r\nAccept-Language: en-US\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/** A keep-alive socket reading one answer at a time (Content-Length framing: the server sends no chunked bodies here). */
class Connection {
  readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; body: string } | Error) => void) | null = null;

  constructor(port: number) {
    this.socket = net.connect({ host: "127.0.0.1", port, noDelay: true });
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    this.socket.on("error", (err) => this.finish(err));
    this.socket.on("close", () => this.finish(new Error("connection closed")));
  }

  private parse(): void {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString("latin1");
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
    this.buffer = this.buffer.subarray(end + 4 + length);
    this.finish({ status: Number(head.slice(9, 12)), body });
  }

  private finish(answer: { status: number; body: string } | Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }

  get busy(): boolean {
    return this.waiting !== null;
  }

  send(bytes: Buffer): Promise<{ status: number; body: string } | Error> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(bytes);
    });
  }
}

/** Latencies (ms, sorted) of `requests` sent at `rate` per second, the wall time taken, and the failures. */
export async function sendPaced(port: number, requests: readonly PreparedRequest[], rate: number): Promise<{ latencies: number[]; elapsedS: number; errors: number }> {
  const pool: Connection[] = [];
  const latencies: number[] = [];
  const pending: Array<Promise<void>> = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now() + 20;
  const due = (i: number) => start + (i * 1000) / rate;
  const fire = (request: PreparedRequest, at: number) => {
    let connection = pool.find((c) => !c.busy);
    if (!connection) pool.push((connection = new Connection(port)));
    pending.push(
      connection.send(request.bytes).then((answer) => {
        if (answer instanceof Error || answer.status !== 200 || !request.accepts(answer.body)) errors += 1;
        else latencies.push(performance.now() - at);
      }),
    );
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Everything due by now goes out (a timer may fire late; the due time stands).
      while (sent < requests.length && due(sent) <= performance.now()) {
        fire(requests[sent]!, due(sent));
        sent += 1;
      }
      if (sent >= requests.length) resolve();
      else setTimeout(tick, Math.max(0, due(sent) - performance.now() - 0.5));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  for (const c of pool) c.socket.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, elapsedS, errors };
}
