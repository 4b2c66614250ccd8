import { MAX_TICKET_BATCH, SUCCESS_CODE, type StreamTicketBatch } from "@vms/api-client";
import { apiClient } from "@/shared/api";

/** A channel stream a window plays. */
export interface StreamRef {
  sn: string;
  chlIndex: number;
  stream: "main" | "sub";
}

/** ws:// or wss:// of the page's own origin. */
function ownOrigin(): string {
  return `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}`;
}

type Answer = StreamTicketBatch["list"][number];
interface Waiting {
  ref: StreamRef;
  resolve: (url: string) => void;
  reject: (err: unknown) => void;
}

/** The socket URL of one batch answer, or the `{ code }` that refuses it (the window shows it). */
function urlOfAnswer(answer: Answer | undefined, origin: string): string | { code: number } {
  if (!answer || answer.code !== SUCCESS_CODE || !answer.path) return { code: answer?.code ?? 12344 };
  return `${answer.wsBase || origin}${answer.path}`;
}

let waiting: Waiting[] = [];

async function flush(): Promise<void> {
  const batch = waiting;
  waiting = [];
  for (let i = 0; i < batch.length; i += MAX_TICKET_BATCH) {
    const part = batch.slice(i, i + MAX_TICKET_BATCH);
    try {
      const { list } = await apiClient.call("/device/access-token/batch", { list: part.map((w) => w.ref) }, { hideTip: true });
      part.forEach((w, at) => {
        const url = urlOfAnswer(list[at], ownOrigin());
        if (typeof url === "string") w.resolve(url);
        else w.reject(url);
      });
    } catch (err) {
      for (const w of part) w.reject(err);
    }
  }
}

/**
 * A fresh single-use socket URL for one stream (spec §7 /device/redirect/get + /device/access-token/get,
 * in one `/device/access-token/batch` call): the windows that ask in the same run share one request,
 * so a 16-window layout costs one round trip instead of 32. Errors stay silent here: the window shows them.
 */
export function openStreamUrl(ref: StreamRef): Promise<string> {
  return new Promise((resolve, reject) => {
    // A microtask, not a task: a layout binds its windows in one run, and the page's render of the
    // new windows (a task of its own) would otherwise hold the tickets back (issue 31).
    if (waiting.length === 0) queueMicrotask(() => void flush());
    waiting.push({ ref, resolve, reject });
  });
}

/**
 * A device access token for the native plugin (spec §7 `/device/access-token/get`, given to it with
 * `updateDatoken`): the plugin opens the stream itself, so it gets the ticket rather than a socket URL.
 */
export async function deviceAccessToken(ref: StreamRef): Promise<string> {
  const { ticket } = await apiClient.call("/device/access-token/get", ref, { hideTip: true });
  return ticket;
}
