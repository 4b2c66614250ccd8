/**
 * A failure answered as an envelope with a catalogue code (spec §8). Handlers throw it for
 * expected outcomes (e.g. `throw new AppError(Code.SITE_MISSING)`); `data` travels back to the
 * client (e.g. `loginErrorTip`), so never put internals in it.
 */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** HTTP status of the answer; 200 for every envelope error except the docs/api.md exceptions. */
  readonly httpStatus: number;

  constructor(code: number, data: unknown = null, options: { httpStatus?: number } = {}) {
    super(`envelope code ${code}`);
    this.name = "AppError";
    this.code = code;
    this.data = data;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/** True for an AppError. */
export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
