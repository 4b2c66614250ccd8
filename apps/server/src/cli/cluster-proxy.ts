/** One server instance behind the proxy. */
export interface ClusterMember {
  /** VMS_INSTANCE_ID: what device_registry.instance_id and /device/redirect/get name. */
  id: string;
  port: number;
}

/** The path prefix under which the proxy reaches one instance only (its video sockets). */
export const memberPrefix = (id: string) => `/i/${id}`;

/**
 * VMS_LIVE_WS_BASES for every instance: each one, itself included, is named by a full origin
 * through the proxy plus its prefix, so a viewer's socket reaches the instance holding the device
 * whichever instance answered `/device/redirect/get` (no stickiness needed).
 */
export function liveWsBases(proxyOrigin: string, members: readonly ClusterMember[]): string {
  const ws = proxyOrigin.replace(/^http/, "ws");
  return members.map((m) => `${m.id}=${ws}${memberPrefix(m.id)}`).join(",");
}

/** Backend names are HAProxy identifiers: letters, digits, - _ . : only. */
const backendOf = (id: string) => `member_${id.replace(/[^A-Za-z0-9_.:-]/g, "_")}`;

/**
 * HAProxy configuration (docs/operations.md "Several instances"): every request round-robin over the
 * instances whose /healthz answers 200 (a draining or killed instance is left after two failed
 * checks, about 2 s); `/i/<id>/…` to that instance only, prefix removed.
 * WebSockets (consoles, devices, video) pass as tunnels with a long idle timeout.
 */
export function haproxyConfig(options: { bind: string; port: number; members: readonly ClusterMember[]; statsPort?: number }): string {
  // Two failed checks (3 s each at most) take an instance out: one slow answer on a busy machine does not.
  const check = "check inter 1s fall 2 rise 1";
  const servers = (members: readonly ClusterMember[]) => members.map((m) => `  server ${m.id} 127.0.0.1:${m.port} ${check}`);
  const lines = [
    "global",
    // Two descriptors per proxied connection: within the usual 20,000 open files of a shell.
    "  maxconn 9000",
    "",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout tunnel 1h",
    "  timeout http-request 10s",
    "  timeout check 3s",
    // A refused connection (an instance just killed) is tried on another one.
    "  retries 2",
    "  option redispatch",
    "",
    // The operator's (and the launcher's) view of which instances the proxy sends traffic to.
    ...(options.statsPort ? ["frontend stats", `  bind 127.0.0.1:${options.statsPort}`, "  stats enable", "  stats uri /stats", "  stats refresh 5s", ""] : []),
    "frontend vms",
    `  bind ${options.bind}:${options.port}`,
    ...options.members.flatMap((m) => [`  acl is_${backendOf(m.id)} path_beg ${memberPrefix(m.id)}/`, `  use_backend ${backendOf(m.id)} if is_${backendOf(m.id)}`]),
    "  default_backend instances",
    "",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /healthz",
    "  http-check expect status 200",
    ...servers(options.members),
    ...options.members.flatMap((m) => ["", `backend ${backendOf(m.id)}`, "  option httpchk GET /healthz", "  http-request replace-path /i/[^/]+(/.*) \\1", ...servers([m])]),
    "",
  ];
  return lines.join("\n");
}

/** Instances HAProxy's stats CSV (`/stats;csv`) shows UP in the round-robin backend. */
export function upMembers(csv: string): string[] {
  return csv
    .split("\n")
    .map((line) => line.split(","))
    .filter((fields) => fields[0] === "instances" && fields[1] !== "FRONTEND" && fields[1] !== "BACKEND" && fields[17]?.startsWith("UP"))
    .map((fields) => fields[1]!);
}
