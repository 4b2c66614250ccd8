import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";

/** A logger that records every call (errors with all their fields), so tests can prove what was (not) logged. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: () => string } {
  const calls: unknown[][] = [];
  const record = (...args: unknown[]) => void calls.push(args);
  const log = {
    level: "info",
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: record,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines: () => calls.map((args) => JSON.stringify(args, (_key, value: unknown) => (value instanceof Error ? { ...value, message: value.message } : value))).join("\n") };
}

/** A mail the test SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on a free local port (no TLS; AUTH PLAIN/LOGIN allowed in clear text). */
export async function startSmtpReceiver(credentials: { user: string; pass: string }): Promise<{
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : undefined,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("SMTP server has no port"));
    });
  });
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local port nothing listens on (bound, then released). */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}
