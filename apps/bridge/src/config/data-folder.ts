import { randomInt } from "node:crypto";
import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

// The bridge's own state in its data folder (docs/bridge.md "What the data folder stores"):
// identity.json (SN, security code; mode 0600: the code lets anyone bind the bridge),
// channels.json (camera identity → channel number) and settings.json (what the cloud configured).

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const CODE_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

const identitySchema = z.object({ sn: z.string().min(1).max(64), securityCode: z.string().min(6).max(32) });
export type BridgeIdentity = z.infer<typeof identitySchema>;

const channelsSchema = z.object({ channels: z.record(z.string(), z.number().int().min(1).max(256)) });

function randomText(chars: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += chars[randomInt(chars.length)];
  return out;
}

/** A new bridge's SN: "BRG" and 12 random uppercase letters and digits. */
export function newSerialNumber(): string {
  return `BRG${randomText(ALPHANUMERIC, 12)}`;
}

/** A new security code: 8 random characters (no look-alikes such as 0/O, 1/l). */
export function newSecurityCode(): string {
  return randomText(CODE_CHARS, 8);
}

/** Writes a file whole or not at all (a power cut mid-write must not lose the SN). */
async function writeAtomic(file: string, value: unknown, mode: number): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode });
  await chmod(tmp, mode);
  await rename(tmp, file);
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/** The data folder: created on first start; every file in it is the bridge's own. */
export class DataFolder {
  constructor(readonly dir: string) {}

  async ensure(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  /** The SN and security code, made on first start and kept from then on. */
  async identity(): Promise<BridgeIdentity> {
    const file = join(this.dir, "identity.json");
    const stored = await readJson(file);
    if (stored !== null) {
      const parsed = identitySchema.safeParse(stored);
      if (!parsed.success) throw new Error(`${file}: not a bridge identity (${parsed.error.issues[0]?.message ?? "invalid"})`);
      return parsed.data;
    }
    const identity = { sn: newSerialNumber(), securityCode: newSecurityCode() };
    await writeAtomic(file, identity, 0o600);
    return identity;
  }

  /** The `securityCode` command: kept, so the next hello presents the new code. */
  async saveIdentity(identity: BridgeIdentity): Promise<void> {
    await writeAtomic(join(this.dir, "identity.json"), identity, 0o600);
  }

  /** Camera identity → channel number, as assigned so far. */
  async channelMap(): Promise<Map<string, number>> {
    const file = join(this.dir, "channels.json");
    const stored = await readJson(file);
    if (stored === null) return new Map();
    const parsed = channelsSchema.safeParse(stored);
    if (!parsed.success) throw new Error(`${file}: not a channel map`);
    return new Map(Object.entries(parsed.data.channels));
  }

  async saveChannelMap(map: ReadonlyMap<string, number>): Promise<void> {
    await writeAtomic(join(this.dir, "channels.json"), { channels: Object.fromEntries(map) }, 0o600);
  }

  /** A JSON document of the bridge's own (settings.json), or null before the first write. */
  async readDocument(name: string): Promise<unknown> {
    return readJson(join(this.dir, name));
  }

  async writeDocument(name: string, value: unknown): Promise<void> {
    await writeAtomic(join(this.dir, name), value, 0o600);
  }
}
