import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { ServerConfig } from "../../core/config.js";

/** A file sent with a mail; with `cid`, the HTML shows it inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** One mail to send. Bodies may carry secrets (codes): they are never logged. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
}

/** Sends mail; `send` rejects when the mail could not be handed over (callers map it to a code). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Folder under the data directory where mails land when no SMTP server is configured. */
export const OUTBOX_FOLDER = "outbox";

// An unreachable or stalled SMTP server must fail the request in seconds, not after
// nodemailer's defaults (2 min connect, 10 min idle): the caller is a person waiting for a code.
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
} as const;

/**
 * The mailer for this configuration: SMTP (nodemailer) when `smtpUrl` is set, else an outbox
 * of RFC 822 `.eml` files under `<dataDir>/outbox` that people and end-to-end tests read.
 */
export function createMailer(config: ServerConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.smtpFrom, log);
  return createOutboxMailer(path.join(config.dataDir, OUTBOX_FOLDER), config.smtpFrom, log);
}

function messageOf(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
    // Quoted-printable keeps ASCII (the code line) readable in the raw message, even in zh-CN
    // mails where nodemailer might otherwise pick base64.
    textEncoding: "quoted-printable",
  };
}

/** Where the URL points, without its credentials (safe to log). */
function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "smtp";
  }
}

function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  // One connection per mail: codes are rare, and no pool means nothing to close on shutdown.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const server = describeSmtpUrl(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail(messageOf(mail, from));
        log.info({ to: mail.to, messageId: info.messageId, server }, "mail sent");
      } catch (err) {
        // The error carries the server's answer (never the body); the caller answers with a code.
        log.warn({ err, to: mail.to, server }, "mail could not be sent");
        throw err;
      }
    },
  };
}

/** File-name-safe form of an address: letters, digits and `@._-` only, at most 64 characters. */
function sanitiseAddress(address: string): string {
  return address.replace(/[^A-Za-z0-9@._-]/g, "_").slice(0, 64) || "unknown";
}

function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  // streamTransport builds the very bytes SMTP would carry (CRLF line ends), so the outbox
  // shows exactly what a real mail would look like.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let lastStamp = 0;
  // File names sort by time; two mails in one millisecond get consecutive stamps so the
  // newest file is always the last one sent.
  const nextStamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString().replace(/:/g, "-");
  };
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail, from));
      const bytes = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${nextStamp()}-${randomBytes(3).toString("hex")}-${sanitiseAddress(mail.to)}.eml`);
      // Owner-only: the file holds a live code.
      await writeFile(file, bytes, { mode: 0o600 });
      log.info({ to: mail.to, file }, `mail written to outbox ${file}`);
    },
  };
}
