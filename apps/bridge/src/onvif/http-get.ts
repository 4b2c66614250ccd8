import { createHash, randomBytes } from "node:crypto";
import { request } from "node:http";
import { request as requestTls } from "node:https";

export interface HttpCredentials {
  username?: string | undefined;
  password?: string | undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const MAX_BYTES = 8 * 1024 * 1024;
const HTTP_OK = 200;
const HTTP_UNAUTHORIZED = 401;

function get(url: URL, authorization: string | null, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? requestTls : request;
    const req = send(url, { method: "GET", timeout: timeoutMs, headers: authorization ? { Authorization: authorization } : {} }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BYTES) req.destroy(new Error("answer too large"));
        else chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}

/** The parameters of one `Digest …` challenge. */
function parseChallenge(header: string): Record<string, string> {
  return Object.fromEntries([...header.slice(header.indexOf(" ") + 1).matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)].map((m) => [m[1]?.toLowerCase() ?? "", m[2] ?? m[3] ?? ""]));
}

/** RFC 7616 Digest answer (MD5 or SHA-256, qop=auth or none) for a GET of `uri`. */
function digestAuthorization(challenge: Record<string, string>, uri: string, username: string, password: string): string {
  const algorithm = challenge["algorithm"] ?? "MD5";
  const hash = (s: string) => createHash(algorithm.toUpperCase().startsWith("SHA-256") ? "sha256" : "md5").update(s).digest("hex");
  const realm = challenge["realm"] ?? "";
  const nonce = challenge["nonce"] ?? "";
  const ha1 = hash(`${username}:${realm}:${password}`);
  const ha2 = hash(`GET:${uri}`);
  const qop = challenge["qop"]?.split(",").map((q) => q.trim()).includes("auth") ? "auth" : null;
  const cnonce = randomBytes(8).toString("hex");
  const nc = "00000001";
  const response = qop ? hash(`${ha1}:${nonce}:${nc}:${cnonce}:${qop}:${ha2}`) : hash(`${ha1}:${nonce}:${ha2}`);
  const parts = [`username="${username}"`, `realm="${realm}"`, `nonce="${nonce}"`, `uri="${uri}"`, `algorithm=${algorithm}`, `response="${response}"`];
  if (qop) parts.push(`qop=${qop}`, `nc=${nc}`, `cnonce="${cnonce}"`);
  if (challenge["opaque"] !== undefined) parts.push(`opaque="${challenge["opaque"]}"`);
  return `Digest ${parts.join(", ")}`;
}

/** The challenge to answer: Digest when offered (preferring SHA-256), else Basic, else null. */
function pickChallenge(header: string | string[] | undefined): { scheme: "Digest"; params: Record<string, string> } | { scheme: "Basic" } | null {
  const offers = (Array.isArray(header) ? header : header ? [header] : []).flatMap((h) => h.split(/,\s*(?=Digest |Basic )/));
  const digests = offers.filter((o) => o.startsWith("Digest ")).map(parseChallenge);
  const best = digests.find((d) => d["algorithm"]?.toUpperCase() === "SHA-256") ?? digests[0];
  if (best) return { scheme: "Digest", params: best };
  return offers.some((o) => o.startsWith("Basic")) ? { scheme: "Basic" } : null;
}

/**
 * GETs `url` the way cameras protect their snapshot URI: unauthenticated first, then answering a 401
 * with Digest or Basic. Credentials in the URL itself are used when no others are given. Rejects on a
 * status other than 200.
 */
export async function httpGet(rawUrl: string, credentials: HttpCredentials, timeoutMs = 10_000): Promise<Buffer> {
  const url = new URL(rawUrl);
  const username = credentials.username ?? decodeURIComponent(url.username);
  const password = credentials.password ?? decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  let answer = await get(url, null, timeoutMs);
  if (answer.status === HTTP_UNAUTHORIZED && username) {
    const challenge = pickChallenge(answer.headers["www-authenticate"]);
    const uri = `${url.pathname}${url.search}`;
    if (challenge?.scheme === "Digest") answer = await get(url, digestAuthorization(challenge.params, uri, username, password), timeoutMs);
    else if (challenge?.scheme === "Basic") answer = await get(url, `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`, timeoutMs);
  }
  if (answer.status !== HTTP_OK) throw new Error(`HTTP ${answer.status} from ${url.host}${url.pathname}`);
  return answer.body;
}
