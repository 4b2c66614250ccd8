import { readFile } from "node:fs/promises";
import { isStorableText } from "@vms/api-client";
import { LineCounter, parseDocument, type Document } from "yaml";
import { z } from "zod";

// The site's config file (docs/bridge.md "Config reference"): the cameras, each one channel, and
// the site recording's limits. Camera credentials are read here and never leave the bridge.

/** Channel names are text the server stores and shows: no control characters, ≤ 128 (the protocol's limit). */
const name = z
  .string()
  .trim()
  .min(1, "a camera needs a name")
  .max(128, "at most 128 characters")
  .refine(isStorableText, "no control characters");

const rtspUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "rtsp:" || url.protocol === "rtsps:") && url.hostname !== "";
  } catch {
    return false;
  }
}, "an rtsp:// URL");

const cameraSchema = z.strictObject({
  name,
  main: rtspUrl,
  sub: rtspUrl.optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  onvif: z
    .string()
    .regex(/^[^\s:/]+:\d{1,5}$/, "host:port, e.g. 192.168.1.64:80")
    .optional(),
});

const recordingSchema = z.strictObject({
  retentionDays: z.number().int().min(1).max(3650).default(7),
  maxGigabytes: z.number().positive().max(1_000_000).default(50),
});

const configSchema = z
  .strictObject({
    cameras: z.array(cameraSchema).max(256, "at most 256 cameras").default([]),
    recording: recordingSchema.default({ retentionDays: 7, maxGigabytes: 50 }),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, number>();
    config.cameras.forEach((camera, i) => {
      const id = cameraIdentity(camera.main);
      const first = seen.get(id);
      if (first !== undefined) ctx.addIssue({ code: "custom", path: ["cameras", i, "main"], message: `the same camera as cameras[${first}] (same main URL)` });
      else seen.set(id, i);
    });
  });

/** One camera of the config. */
export type CameraConfig = z.infer<typeof cameraSchema>;
/** The whole config, defaults applied. */
export type BridgeConfig = z.infer<typeof configSchema>;

/** A config file the bridge cannot use: the message names the file, the line and the field. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/**
 * A camera's identity, which keeps its channel number: the main URL without credentials (so a
 * changed password or a rename keeps the channel; a different camera gets a new one).
 */
export function cameraIdentity(mainUrl: string): string {
  const url = new URL(mainUrl);
  url.username = "";
  url.password = "";
  return url.toString();
}

/** The URL to open (without credentials) and the credentials: the fields, else the URL's user info. */
export function cameraTarget(camera: CameraConfig, which: "main" | "sub"): { url: string; username?: string; password?: string } | null {
  const raw = which === "main" ? camera.main : camera.sub;
  if (raw === undefined) return null;
  const url = new URL(raw);
  const username = camera.username ?? (url.username ? decodeURIComponent(url.username) : undefined);
  const password = camera.password ?? (url.password ? decodeURIComponent(url.password) : undefined);
  url.username = "";
  url.password = "";
  return { url: url.toString(), ...(username === undefined ? {} : { username }), ...(password === undefined ? {} : { password }) };
}

/** Parses and validates a config's text; `file` names it in errors. */
export function parseBridgeConfig(text: string, file: string): BridgeConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: true });
  const syntax = doc.errors[0];
  if (syntax) {
    const at = syntax.linePos?.[0];
    throw new ConfigError(`${file}${at ? `:${at.line}` : ""}: ${syntax.message.split("\n")[0]}`);
  }
  const parsed = configSchema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => {
    const line = lineOf(doc, issue.path as (string | number)[], lines);
    return `${file}${line ? `:${line}` : ""}: ${fieldName(issue.path as (string | number)[])}: ${issue.message}`;
  });
  throw new ConfigError(problems.join("\n"));
}

/** Reads, parses and validates the config file. */
export async function loadBridgeConfig(file: string): Promise<BridgeConfig> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new ConfigError(`${file}: cannot read the config (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return parseBridgeConfig(text, file);
}

/** `cameras[2].main` */
function fieldName(path: (string | number)[]): string {
  if (path.length === 0) return "(the file)";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

/** The line of the deepest node of `path` the document has (a missing field: its parent's line). */
function lineOf(doc: Document, path: (string | number)[], lines: LineCounter): number | null {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return null;
}
