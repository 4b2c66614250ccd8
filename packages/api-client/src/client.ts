import { createApiClientWith, type ApiClient, type ApiClientOptions } from "./client-core.js";
import { registry, type EndpointDef } from "./registry/index.js";
import { toApiError } from "./to-api-error.js";

export * from "./client-core.js";
export { toApiError };

const inRegistry = (path: string): EndpointDef | undefined =>
  Object.prototype.hasOwnProperty.call(registry, path) ? (registry as Record<string, EndpointDef>)[path] : undefined;

/** Creates the client over the whole registry. One per app; it reads the session on every call. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createApiClientWith(inRegistry, options);
}
