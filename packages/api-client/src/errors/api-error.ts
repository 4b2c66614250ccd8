/** Any failed call: a non-200 envelope code, an HTTP status, or a client code (12344, 12345). */
export class ApiError extends Error {
  readonly code: number;
  /** Message the server sent, if any. */
  readonly serverMsg: string;
  /** Envelope `data` of the failure, e.g. `loginErrorTip` for 20006. */
  readonly data: unknown;

  constructor(code: number, serverMsg = "", data: unknown = null) {
    super(`API error ${code}${serverMsg ? `: ${serverMsg}` : ""}`);
    this.name = "ApiError";
    this.code = code;
    this.serverMsg = serverMsg;
    this.data = data;
  }
}

/** True when `e` is an ApiError, optionally with one of `codes`. */
export function isApiError(e: unknown, ...codes: number[]): e is ApiError {
  return e instanceof ApiError && (codes.length === 0 || codes.includes(e.code));
}
