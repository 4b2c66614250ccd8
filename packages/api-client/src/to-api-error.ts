import { HTTPError, TimeoutError } from "ky";
import { ApiError } from "./errors/api-error.js";
import { Code } from "./errors/codes.js";

// Apart from client.ts so a browser bundle can map errors without pulling in the client, whose
// registry imports every call's zod schema.
/** Maps anything ky or fetch can throw to an ApiError with the codes of spec §8. */
export function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof TimeoutError) return new ApiError(Code.NETWORK_TIMEOUT);
  if (e instanceof HTTPError) return new ApiError(e.response.status);
  if (e instanceof DOMException && e.name === "AbortError") return new ApiError(Code.NETWORK_ERROR, "aborted");
  return new ApiError(Code.NETWORK_ERROR);
}
