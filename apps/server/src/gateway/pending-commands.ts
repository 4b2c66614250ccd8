import { randomBytes } from "node:crypto";
import type { DeviceCommandName } from "@vms/api-client";
import type { DeviceCommandResult } from "./device-gateway.js";

/** A command waiting for its result. */
export interface PendingCommand {
  id: string;
  sn: string;
  /** The connection it was sent on: only that connection may answer it. */
  owner: object;
  name: DeviceCommandName;
  params: Record<string, unknown>;
  onProgress?: (percent: number) => void;
  resolve: (result: DeviceCommandResult) => void;
  reject: (err: unknown) => void;
}

/**
 * Correlates commands and results by id, one timer per command. Ids carry a random per-process
 * prefix so a result meant for a previous server process can never match a new command.
 */
export class PendingCommands {
  private readonly byId = new Map<string, PendingCommand & { timer: NodeJS.Timeout }>();
  private readonly prefix = randomBytes(3).toString("hex");
  private seq = 0;

  /** Registers a command; `onTimeout` gives the rejection when no result arrives in `timeoutMs`. */
  add(entry: Omit<PendingCommand, "id">, timeoutMs: number, onTimeout: () => unknown): string {
    const id = `${this.prefix}-${++this.seq}`;
    const timer = setTimeout(() => {
      this.byId.delete(id);
      entry.reject(onTimeout());
    }, timeoutMs);
    this.byId.set(id, { ...entry, id, timer });
    return id;
  }

  /** Removes and returns the command `id` if `owner` sent it. */
  take(owner: object, id: string): PendingCommand | null {
    const entry = this.byId.get(id);
    if (!entry || entry.owner !== owner) return null;
    clearTimeout(entry.timer);
    this.byId.delete(id);
    return entry;
  }

  /** Forwards progress; a throwing callback must not take the device's socket handler down with it. */
  progress(owner: object, id: string, percent: number, onError: (err: unknown) => void): void {
    const entry = this.byId.get(id);
    if (entry?.owner !== owner) return;
    try {
      entry.onProgress?.(percent);
    } catch (err) {
      onError(err);
    }
  }

  /** Rejects every command sent on `owner` (the connection dropped or was replaced). */
  rejectOwner(owner: object, err: unknown): void {
    for (const entry of [...this.byId.values()]) if (entry.owner === owner) this.take(owner, entry.id)?.reject(err);
  }

  rejectAll(err: unknown): void {
    for (const entry of [...this.byId.values()]) this.take(entry.owner, entry.id)?.reject(err);
  }

  get size(): number {
    return this.byId.size;
  }
}
