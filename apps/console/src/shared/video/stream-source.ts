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

/**
 * A fresh single-use socket URL for one stream (spec §7 /device/redirect/get, /device/access-token/get):
 * the instance serving the device, then a 30 s ticket. Errors stay silent here: the window shows them.
 */
export async function openStreamUrl(ref: StreamRef): Promise<string> {
  const redirect = await apiClient.call("/device/redirect/get", { sn: ref.sn }, { hideTip: true });
  const ticket = await apiClient.call("/device/access-token/get", { sn: ref.sn, chlIndex: ref.chlIndex, stream: ref.stream }, { hideTip: true });
  return `${redirect.wsBase || ownOrigin()}${ticket.path}`;
}
