import { PUSH_PATH } from "@vms/api-client";
import { getRequestLocale } from "@/shared/i18n/request-locale";
import type { PushClient, PushClientOptions, PushState } from "./push-client";

/** ws:// or wss:// like the page, same host, with the UI language for the server's messages. */
export function pushSocketUrl(loc: Pick<Location, "protocol" | "host"> = location, lang: string = getRequestLocale()): string {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}${PUSH_PATH}?lang=${encodeURIComponent(lang)}`;
}

export type PushConnectionOptions = Pick<PushClientOptions, "getToken" | "onForceLogout" | "onError" | "createSocket">;

let client: PushClient | null = null;
/** Counts start/stop calls, so a client that finishes loading after a stop (or a newer start) is dropped. */
let generation = 0;

/**
 * The app's one push socket: started by the signed-in shell, stopped by logout. The client and the
 * push frame schemas are a chunk of their own, fetched at the first start: only a signed-in page
 * needs them, so /login's first load does not carry them.
 */
export const pushConnection = {
  start(options: PushConnectionOptions): void {
    client?.stop();
    client = null;
    const started = ++generation;
    void Promise.all([import("./push-client"), import("./push-messages")]).then(([{ createPushClient }, { publishPush }]) => {
      if (started !== generation) return;
      client = createPushClient({ url: () => pushSocketUrl(), onMessage: publishPush, ...options });
      client.start();
    });
  },
  stop(): void {
    generation += 1;
    client?.stop();
    client = null;
  },
  /** Re-sends the (renewed) token on the open socket. */
  reauthenticate(): void {
    client?.reauthenticate();
  },
  state(): PushState {
    return client?.state() ?? "idle";
  },
};
