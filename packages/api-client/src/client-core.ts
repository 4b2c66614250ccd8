import ky, { type KyInstance } from "ky";
import { safeParse } from "zod/mini";
import { API_PREFIX, HTTP_TIMEOUT_MS, SUCCESS_CODE, UPLOAD_TIMEOUT_MS } from "./constants.js";
import { responseEnvelopeSchema } from "./envelope.js";
import { ApiError } from "./errors/api-error.js";
import { Code } from "./errors/codes.js";
import type { ApiPath, EndpointDef, RequestOf, ResponseOf } from "./registry/index.js";
import { buildSignedBody } from "./sign.js";
import { toApiError } from "./to-api-error.js";

/** The secrets a signed-in client holds: `token` is sent, `sid` only keys the signature. */
export interface SessionSecrets {
  token: string;
  sid: string;
}

export interface ApiClientOptions {
  /** Origin of the server, e.g. "http://127.0.0.1:8080". Empty: same origin (browser). */
  baseUrl?: string;
  /** Current session, or null before login. */
  getSession?: () => SessionSecrets | null;
  /** Locale sent as Accept-Language so server messages come translated. */
  getLocale?: () => string;
  /** Called for every failed call before it rejects; the console shows toasts and forces logout here. */
  onError?: (error: ApiError, ctx: { path: string; hideTip: boolean }) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

export interface CallOptions {
  /** Do not show a tip for this call's failure (spec §8). */
  hideTip?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Typed, signed client for every /vms call of the registry. */
export interface ApiClient {
  /** Milliseconds the server clock is ahead of this one (learnt from a 4500 refusal). */
  clockOffsetMs(): number;
  call<P extends ApiPath>(path: P, data: RequestOf<P>, options?: CallOptions): Promise<ResponseOf<P>>;
  /** Multipart upload: `files` travel as parts, `data` as a signed JSON field. */
  upload<P extends ApiPath>(path: P, data: RequestOf<P>, files: Record<string, Blob>, options?: CallOptions): Promise<ResponseOf<P>>;
}


/**
 * Wraps fetch so the request body is read before sending.
 * ky 1.9 clones every request for retries and, once the call settles, awaits cancelling the clone's
 * body; a tee'd stream only settles that cancel after the other branch is read or cancelled. A fetch
 * that fails before reading the body (connection refused) therefore left the call pending forever
 * (sindresorhus/ky#690). Reading the original branch up front lets every outcome settle.
 */
function bodyFirstFetch(getFetch: () => typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!(input instanceof Request) || input.body === null) return getFetch()(input, init);
    const body = await input.arrayBuffer();
    return getFetch()(new Request(input, { body }), init);
  };
}

/** The server clock carried by a 4500 (stale request) refusal, or null. */
function staleServerTime(e: unknown): number | null {
  if (!(e instanceof ApiError) || e.code !== Code.STALE_REQUEST) return null;
  const time = (e.data as { serverTime?: unknown } | null)?.serverTime;
  return typeof time === "number" && Number.isFinite(time) ? time : null;
}

/**
 * Finds a call's definition (auth kind, response schema). `createApiClient` looks in the whole
 * registry; the console loads the registry file holding the path on its first call (decision 0008).
 */
export type EndpointResolver = (path: string) => EndpointDef | undefined | Promise<EndpointDef | undefined>;

/**
 * The client over any endpoint resolver; it imports no schema, so a bundle holding it holds
 * only the calls its resolver loads. Most code wants `createApiClient`.
 */
export function createApiClientWith(endpointOf: EndpointResolver, options: ApiClientOptions = {}): ApiClient {
  const http: KyInstance = ky.create({
    retry: 0,
    throwHttpErrors: true,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    // Resolved per call so a fetch installed later (tests, polyfills) is still used.
    fetch: bodyFirstFetch(() => options.fetch ?? globalThis.fetch),
  });
  const url = (path: string) => `${options.baseUrl ?? ""}${API_PREFIX}${path}`;
  let clockOffsetMs = 0;

  async function run<P extends ApiPath>(
    path: P,
    data: RequestOf<P>,
    callOptions: CallOptions,
    send: (session: SessionSecrets | null, now: number) => Promise<Response>,
  ): Promise<ResponseOf<P>> {
    const attempt = async (endpoint: EndpointDef): Promise<ResponseOf<P>> => {
      const session = endpoint.auth === "session" ? (options.getSession?.() ?? null) : null;
      const res = await send(session, Date.now() + clockOffsetMs);
      const envelope = responseEnvelopeSchema.safeParse(await res.json().catch(() => null));
      if (!envelope.success) throw new ApiError(Code.BAD_GATEWAY, "invalid response envelope");
      const { code, msg } = envelope.data.basic;
      if (code !== SUCCESS_CODE) throw new ApiError(code, msg, envelope.data.data);
      const parsed = safeParse(endpoint.response, envelope.data.data);
      if (!parsed.success) throw new ApiError(Code.BAD_GATEWAY, "invalid response data");
      return parsed.data as ResponseOf<P>;
    };
    try {
      const found = await endpointOf(path);
      if (!found) throw new ApiError(Code.NOT_FOUND, `unknown call ${path}`);
      const endpoint: EndpointDef = found;
      try {
        return await attempt(endpoint);
      } catch (e) {
        // A computer with a wrong clock would fail every call with 4500: learn the server's
        // clock from the refusal and try once more (a fresh nonce is drawn).
        const serverTime = staleServerTime(e);
        if (serverTime === null) throw e;
        clockOffsetMs = serverTime - Date.now();
        return await attempt(endpoint);
      }
    } catch (e) {
      const error = toApiError(e);
      options.onError?.(error, { path, hideTip: callOptions.hideTip ?? false });
      throw error;
    }
  }

  const headers = () => ({
    "accept-language": options.getLocale?.() ?? "en-US",
  });

  return {
    clockOffsetMs: () => clockOffsetMs,
    call(path, data, callOptions = {}) {
      return run(path, data, callOptions, (session, now) => {
        const { json } = buildSignedBody(data as object, session, now);
        return http.post(url(path), {
          body: json,
          headers: { ...headers(), "content-type": "application/json" },
          timeout: callOptions.timeoutMs ?? options.timeoutMs ?? HTTP_TIMEOUT_MS,
          ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        });
      });
    },
    upload(path, data, files, callOptions = {}) {
      return run(path, data, callOptions, (session, now) => {
        const { body } = buildSignedBody(data as object, session, now);
        const form = new FormData();
        form.set("basic", JSON.stringify(body.basic));
        form.set("data", JSON.stringify(body.data));
        for (const [name, blob] of Object.entries(files)) form.set(name, blob);
        return http.post(url(path), {
          body: form,
          headers: headers(),
          timeout: callOptions.timeoutMs ?? options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
          ...(callOptions.signal ? { signal: callOptions.signal } : {}),
        });
      });
    },
  };
}
