import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";

/** A mail read back from an outbox `.eml` file or from the raw message an SMTP receiver got. */
export interface ReadMail {
  /** Bare address of the first recipient, lower-cased. */
  to: string;
  /** Decoded subject (RFC 2047 words resolved). */
  subject: string;
  /** The text/plain body ("" when there is none), line ends as \n. */
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

function firstAddress(to: AddressObject | AddressObject[] | undefined): string {
  const first = (Array.isArray(to) ? to[0] : to)?.value[0]?.address ?? "";
  return first.trim().toLowerCase();
}

/** A part's final line break belongs to the MIME boundary that follows it, not to the content. */
const withoutFinalBreak = (body: string) => body.replace(/\r\n/g, "\n").replace(/\n$/, "");

/** Parses one RFC 822 message (MIME decoded by mailparser). */
export async function readMail(eml: string | Buffer, file = ""): Promise<ReadMail> {
  // keepCidLinks: the HTML keeps `cid:` image sources as sent (mailparser would inline them as data URIs).
  const parsed = await simpleParser(eml, { keepCidLinks: true });
  return {
    to: firstAddress(parsed.to),
    subject: parsed.subject ?? "",
    text: withoutFinalBreak(parsed.text ?? ""),
    html: typeof parsed.html === "string" ? withoutFinalBreak(parsed.html) : null,
    attachments: parsed.attachments.map((a) => ({
      contentType: a.contentType,
      filename: a.filename ?? null,
      cid: a.cid ?? null,
      content: a.content,
    })),
    date: parsed.date ?? null,
    file,
  };
}

/**
 * The `.eml` files of an outbox folder (decision 0002: `<VMS_DATA_DIR>/outbox/<time>-…-<to>.eml`),
 * newest first (names start with their time). A missing folder has none.
 */
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

/** The mails to `to` (compared case-insensitively) in an outbox, newest first, read one at a time. */
export async function* mailsTo(dir: string, to: string, skip: ReadonlySet<string> = new Set()): AsyncGenerator<ReadMail> {
  const wanted = to.trim().toLowerCase();
  for (const file of await listOutbox(dir)) {
    if (skip.has(file)) continue;
    const mail = await readMail(await readFile(file), file);
    if (mail.to === wanted) yield mail;
  }
}

/** The newest mail to `to` in an outbox, or null when none arrived. */
export async function readLatestMail(dir: string, to: string): Promise<ReadMail | null> {
  for await (const mail of mailsTo(dir, to)) return mail;
  return null;
}
