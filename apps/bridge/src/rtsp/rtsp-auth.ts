import { createHash, randomBytes } from "node:crypto";

/** One WWW-Authenticate challenge (RFC 2617, RFC 7616). */
interface AuthChallenge {
  scheme: "basic" | "digest";
  params: Record<string, string>;
}

const PARAM = /([A-Za-z][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
const DIGEST_ALGORITHMS: Record<string, string> = { "md5": "md5", "md5-sess": "md5", "sha-256": "sha256", "sha-256-sess": "sha256" };

/** Parses the WWW-Authenticate headers of a 401; a header may carry one challenge each (cameras send Digest and Basic apart). */
export function parseChallenges(headers: readonly string[]): AuthChallenge[] {
  const out: AuthChallenge[] = [];
  for (const header of headers) {
    const m = /^\s*(\w+)\s*(.*)$/s.exec(header);
    if (!m) continue;
    const scheme = m[1]!.toLowerCase();
    if (scheme !== "basic" && scheme !== "digest") continue;
    const params: Record<string, string> = {};
    for (const p of (m[2] ?? "").matchAll(PARAM)) params[p[1]!.toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, "$1") : (p[3] ?? "");
    out.push({ scheme, params });
  }
  return out;
}

/** The challenge to answer: Digest with an algorithm we know (SHA-256 over MD5), else Basic. */
export function pickChallenge(challenges: readonly AuthChallenge[]): AuthChallenge | undefined {
  const digests = challenges.filter((c) => c.scheme === "digest" && (c.params["algorithm"] ?? "md5").toLowerCase() in DIGEST_ALGORITHMS);
  const sha = digests.find((c) => (c.params["algorithm"] ?? "").toLowerCase().startsWith("sha-256"));
  return sha ?? digests[0] ?? challenges.find((c) => c.scheme === "basic");
}

/** Answers a chosen challenge for every request after it; counts nonce uses for qop=auth. */
export class Authenticator {
  private nonceCount = 0;
  private readonly cnonce = randomBytes(8).toString("hex");

  constructor(
    private readonly challenge: AuthChallenge,
    private readonly username: string,
    private readonly password: string,
  ) {}

  /** The Authorization header for one request; `uri` is the request URL as sent. */
  header(method: string, uri: string): string {
    if (this.challenge.scheme === "basic") return `Basic ${Buffer.from(`${this.username}:${this.password}`).toString("base64")}`;
    this.nonceCount += 1;
    return digestAuthorization(this.challenge.params, { username: this.username, password: this.password, method, uri, nc: this.nonceCount, cnonce: this.cnonce });
  }
}

interface DigestInput {
  username: string;
  password: string;
  method: string;
  uri: string;
  nc: number;
  cnonce: string;
}

/** RFC 2617 / RFC 7616 response for qop "auth" or no qop (auth-int is never offered alone by cameras). */
export function digestAuthorization(params: Record<string, string>, input: DigestInput): string {
  const algorithm = params["algorithm"] ?? "MD5";
  const hashName = DIGEST_ALGORITHMS[algorithm.toLowerCase()] ?? "md5";
  const hash = (s: string): string => createHash(hashName).update(s).digest("hex");
  const realm = params["realm"] ?? "";
  const nonce = params["nonce"] ?? "";
  const qop = (params["qop"] ?? "").split(",").map((q) => q.trim()).includes("auth") ? "auth" : undefined;
  const nc = input.nc.toString(16).padStart(8, "0");
  let ha1 = hash(`${input.username}:${realm}:${input.password}`);
  if (algorithm.toLowerCase().endsWith("-sess")) ha1 = hash(`${ha1}:${nonce}:${input.cnonce}`);
  const ha2 = hash(`${input.method}:${input.uri}`);
  const response = qop ? hash(`${ha1}:${nonce}:${nc}:${input.cnonce}:${qop}:${ha2}`) : hash(`${ha1}:${nonce}:${ha2}`);
  const parts = [`username="${quote(input.username)}"`, `realm="${quote(realm)}"`, `nonce="${quote(nonce)}"`, `uri="${quote(input.uri)}"`, `response="${response}"`];
  if (params["algorithm"] !== undefined) parts.push(`algorithm=${algorithm}`);
  if (params["opaque"] !== undefined) parts.push(`opaque="${quote(params["opaque"])}"`);
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${input.cnonce}"`);
  return `Digest ${parts.join(", ")}`;
}

function quote(s: string): string {
  return s.replace(/["\\]/g, "\\$&");
}
