import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** A mail read back from the outbox (or from any message the mailer built). */
export interface ReadMail {
  /** Bare address of the first recipient, lower-cased. */
  to: string;
  /** Decoded subject (RFC 2047 words resolved). */
  subject: string;
  text: string;
  html: string | null;
  /** Non-text parts (images, files), decoded. */
  attachments: ReadAttachment[];
  date: Date | null;
  /** The .eml file it came from; empty for a parsed string. */
  file: string;
}

/** A non-text part of a mail. */
export interface ReadAttachment {
  contentType: string;
  filename: string | null;
  /** Content-ID without its angle brackets, when the part is shown inline. */
  cid: string | null;
  content: Buffer;
}

/** The `.eml` files of an outbox folder, newest first (names start with their time). Missing folder: none. */
export async function listOutbox(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  return names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** The newest mail to `to` (address compared case-insensitively), or null when none arrived. */
export async function readLatestMail(dir: string, to: string): Promise<ReadMail | null> {
  const wanted = to.trim().toLowerCase();
  for (const file of await listOutbox(dir)) {
    const mail = parseMail(await readFile(file, "utf8"));
    if (mail.to === wanted) return { ...mail, file };
  }
  return null;
}

// ---- A small RFC 822 / MIME reader for the messages nodemailer builds (not a general parser). ----

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** Resolves RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); whitespace between words is dropped. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  return part.body;
}

function boundaryOf(contentType: string): string | null {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

/** Text and HTML bodies of a part, descending into multipart containers. */
type Found = { text: string | null; html: string | null; attachments: ReadAttachment[] };

function collectBodies(part: Part, found: Found): void {
  const type = (part.headers.get("content-type") ?? "text/plain").toLowerCase();
  const boundary = type.startsWith("multipart/") ? boundaryOf(part.headers.get("content-type") ?? "") : null;
  if (boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectBodies(splitPart(section.replace(/^\n/, "")), found);
    }
    return;
  }
  if (!type.startsWith("text/")) {
    const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
    const raw = part.body.replace(/\n$/, "");
    const name = /filename="?([^";]+)"?/i.exec(part.headers.get("content-disposition") ?? "")?.[1] ?? null;
    found.attachments.push({
      contentType: type.split(";")[0]!.trim(),
      filename: name,
      cid: /<([^>]+)>/.exec(part.headers.get("content-id") ?? "")?.[1] ?? null,
      content: encoding === "base64" ? Buffer.from(raw.replace(/\s+/g, ""), "base64") : Buffer.from(raw, "binary"),
    });
    return;
  }
  // A part's final line break belongs to the boundary delimiter, not to the content.
  const content = decodeBody(part).replace(/\n$/, "");
  if (type.startsWith("text/html")) found.html ??= content;
  else if (type.startsWith("text/plain")) found.text ??= content;
}

/** The bare address of the first entry in an address header (`Name <a@b>` or `a@b`). */
function firstAddress(value: string): string {
  const first = value.split(",")[0] ?? "";
  return (/<([^>]+)>/.exec(first)?.[1] ?? first).trim().toLowerCase();
}

/** Parses a message as the mailer writes it (line ends normalised to \n in the bodies). */
export function parseMail(raw: string): ReadMail {
  const root = splitPart(raw);
  const found: Found = { text: null, html: null, attachments: [] };
  collectBodies(root, found);
  const date = root.headers.get("date");
  return {
    to: firstAddress(decodeHeaderWords(root.headers.get("to") ?? "")),
    subject: decodeHeaderWords(root.headers.get("subject") ?? ""),
    text: found.text ?? "",
    html: found.html,
    attachments: found.attachments,
    date: date ? new Date(date) : null,
    file: "",
  };
}
