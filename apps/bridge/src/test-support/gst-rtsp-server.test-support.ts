import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect, type Server } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** Options of test-fixtures/rtsp-server.py (GStreamer's RTSP server): see its --help. */
interface GstRtspServerOptions {
  /** Default 0: the server binds a free port itself (no race with other tests). */
  port?: number;
  user?: string;
  password?: string;
  auth?: "digest" | "basic";
  codec?: "h264" | "h265" | "mjpeg";
  transport?: "tcp" | "udp" | "both";
  width?: number;
  height?: number;
  fps?: number;
  /** kbit/s */
  bitrate?: number;
  /** A microphone besides the picture (pay1): AAC-LC 16 kHz mono (RFC 3640 AAC-hbr) or G.711 A-law; default none. */
  audio?: "none" | "aac" | "pcma";
}

export interface GstRtspServer {
  /** rtsp://127.0.0.1:<port>, without a mount; the mounts are /main and /sub. */
  url: string;
  port: number;
  /** SIGTERM (or the signal given), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Sends a signal without waiting (SIGSTOP freezes the server with its connections open). */
  signal(signal: NodeJS.Signals): void;
}

const LAUNCHER = fileURLToPath(new URL("../../test-fixtures/rtsp-server.py", import.meta.url));
const READY_TIMEOUT_MS = 30_000;
const running = new Set<ChildProcess>();

// The launcher also exits when its stdin closes, so a crashed test process leaves no server behind.
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

/** Starts GStreamer's RTSP server and waits for its READY line. */
export async function startGstRtspServer(options: GstRtspServerOptions = {}): Promise<GstRtspServer> {
  const args = [LAUNCHER, "--port", String(options.port ?? 0)];
  for (const [name, value] of Object.entries(options)) if (name !== "port" && value !== undefined) args.push(`--${name}`, String(value));
  const child = spawn("/usr/bin/python3", args, { stdio: ["pipe", "pipe", "pipe"] });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => running.delete(child));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`GStreamer RTSP server not ready: ${stderr}`)), READY_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = /^READY (rtsp:\/\/\S+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    void exited.then(() => reject(new Error(`GStreamer RTSP server exited: ${stderr}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    signal: (signal) => void child.kill(signal),
  };
}

interface RtspRecorder {
  /** The proxy's rtsp://127.0.0.1:<port>. */
  url: string;
  /** Methods of the requests that went through, in order. */
  methods: string[];
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a real server that notes the RTSP methods clients send (to check TEARDOWN
 * and keep-alives). `sessionTimeoutS` sets the timeout the server announces in its Session header
 * (GStreamer leaves its default 60 s unsaid), so that a test sees the client's keep-alive cadence without waiting a minute.
 */
export async function recordRtspRequests(target: GstRtspServer, options: { sessionTimeoutS?: number } = {}): Promise<RtspRecorder> {
  const methods: string[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, "127.0.0.1");
    client.on("data", (chunk: Buffer) => {
      for (const m of chunk.toString("latin1").matchAll(/^([A-Z_]+) rtsp:\/\/\S+ RTSP\/1\.0\r$/gm)) methods.push(m[1]!);
    });
    client.pipe(upstream);
    upstream.on("data", (chunk: Buffer) => {
      // Only text answers are rewritten: RTP frames ("$") pass untouched.
      const text = chunk[0] === 0x52 /* "R" */ && options.sessionTimeoutS !== undefined ? chunk.toString("latin1") : undefined;
      client.write(text ? Buffer.from(text.replace(/^(Session: [^;\r]+)(;timeout=\d+)?/im, `$1;timeout=${options.sessionTimeoutS}`), "latin1") : chunk);
    });
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `rtsp://127.0.0.1:${port}`, methods, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
