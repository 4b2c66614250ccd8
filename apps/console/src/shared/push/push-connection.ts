import { PUSH_PATH } from "@vms/api-client";
import { getRequestLocale } from "@/shared/i18n/request-locale";
import { createPushClient, type PushClient, type PushClientOptions, type PushState } from "./push-client";
import { publishPush } from "./push-messages";

/** ws:// or wss:// like the page, same host, with the UI language for the server's messages. */
export function pushSocketUrl(loc: Pick<Location, "protocol" | "host"> = location, lang: string = getRequestLocale()): string {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}${PUSH_PATH}?lang=${encodeURIComponent(lang)}`;
}

export type PushConnectionOptions = Pick<PushClientOptions, "getToken" | "onForceLogout" | "onError" | "createSocket">;

let client: PushClient | null = null;

/** The app's one push socket: started by the signed-in shell, stopped by logout. */
export const pushConnection = {
  start(options: PushConnectionOptions): void {
    client?.stop();
    client = createPushClient({ url: () => pushSocketUrl(), onMessage: publishPush, ...options });
    client.start();
  },
  stop(): void {
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
