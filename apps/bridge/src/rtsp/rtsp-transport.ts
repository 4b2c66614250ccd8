import { CameraError } from "../media/camera-stream.js";
import { header, RtspStatus } from "./rtsp-message.js";
import type { RtspConnection } from "./rtsp-connection.js";
import { bindUdpPair, type UdpPair } from "./udp-pair.js";

/** How RTP reaches the bridge: inside the RTSP connection, or on a UDP port pair. */
export type MediaTransport = { kind: "tcp"; rtpChannel: number; rtcpChannel: number } | { kind: "udp"; pair: UdpPair };

export interface RtspSession {
  id: string;
  /** Seconds the server keeps the session without a request (RFC 2326 §12.37; 60 when not said). */
  timeoutS: number;
}

const DEFAULT_TIMEOUT_S = 60;

/**
 * SETUP, interleaved TCP first (it crosses NATs and firewalls, and loses nothing); when the server
 * refuses it (461 Unsupported Transport, or any other refusal but 401) RTP over UDP to an even/odd
 * port pair, as servers configured for UDP only require. A second track of the session (the sound)
 * asks for the transport the first one got (`only`) on the next interleaved channels.
 */
export async function setupTransport(
  connection: RtspConnection,
  url: string,
  options: { only?: MediaTransport["kind"]; firstChannel?: number } = {},
): Promise<{ transport: MediaTransport; session: RtspSession }> {
  const first = options.firstChannel ?? 0;
  const tcp = options.only === "udp" ? undefined : await connection.request("SETUP", url, { Transport: `RTP/AVP/TCP;unicast;interleaved=${first}-${first + 1}` });
  if (tcp?.status === RtspStatus.ok) {
    const params = parseTransport(header(tcp, "transport") ?? "");
    const [rtpChannel = first, rtcpChannel = first + 1] = (params.get("interleaved") ?? `${first}-${first + 1}`).split("-").map(Number);
    return { transport: { kind: "tcp", rtpChannel, rtcpChannel }, session: sessionOf(header(tcp, "session")) };
  }
  const tcpRefusal = tcp ? `TCP ${tcp.status} ${tcp.reason}` : "TCP not tried";
  if (options.only === "tcp") throw new CameraError("protocol", `SETUP refused: ${tcpRefusal}`);
  const pair = await bindUdpPair();
  try {
    const udp = await connection.request("SETUP", url, { Transport: `RTP/AVP;unicast;client_port=${pair.rtpPort}-${pair.rtpPort + 1}` });
    if (udp.status !== RtspStatus.ok) throw new CameraError("protocol", `SETUP refused: ${tcpRefusal}, UDP ${udp.status} ${udp.reason}`);
    return { transport: { kind: "udp", pair }, session: sessionOf(header(udp, "session")) };
  } catch (error) {
    pair.close();
    throw error;
  }
}

/** "RTP/AVP/TCP;unicast;interleaved=0-1" → parameters by name (the profile itself is not kept). */
export function parseTransport(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of value.split(";").slice(1)) {
    const [name = "", ...rest] = part.split("=");
    params.set(name.trim().toLowerCase(), rest.join("=").trim());
  }
  return params;
}

/** "12345678;timeout=30" → id and timeout. */
export function sessionOf(value: string | undefined): RtspSession {
  if (!value) throw new CameraError("protocol", "SETUP answered without a session");
  const [id = "", ...params] = value.split(";").map((p) => p.trim());
  const timeout = params.find((p) => p.toLowerCase().startsWith("timeout="));
  const timeoutS = timeout ? Number(timeout.slice("timeout=".length)) : DEFAULT_TIMEOUT_S;
  return { id, timeoutS: Number.isFinite(timeoutS) && timeoutS > 0 ? timeoutS : DEFAULT_TIMEOUT_S };
}
