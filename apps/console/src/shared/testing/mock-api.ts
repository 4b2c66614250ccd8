import type { ApiPath, RequestOf, ResponseOf } from "@vms/api-client";
import { vi } from "vitest";
import { apiClient } from "@/shared/api";

/** A fake answer for one path: return the response data, or throw an ApiError. */
export type MockHandler<P extends ApiPath> = (data: RequestOf<P>) => ResponseOf<P> | Promise<ResponseOf<P>>;
export type MockHandlers = { [P in ApiPath]?: MockHandler<P> | MockHandler<P>[] };

/**
 * Replaces `apiClient.call` with `handlers` (restored after each test by vitest's restoreMocks).
 * A list answers its calls in turn and keeps repeating the last one. A call without a handler fails
 * the test. Returns the spy, so tests can read what was sent.
 */
export function mockApi(handlers: MockHandlers) {
  const counts = new Map<string, number>();
  return vi.spyOn(apiClient, "call").mockImplementation(async (path, data) => {
    const entry = handlers[path] as MockHandler<ApiPath> | MockHandler<ApiPath>[] | undefined;
    if (!entry) throw new Error(`mockApi: no handler for ${path}`);
    const n = counts.get(path) ?? 0;
    counts.set(path, n + 1);
    const handler = Array.isArray(entry) ? (entry[Math.min(n, entry.length - 1)] as MockHandler<ApiPath>) : entry;
    return (await handler(data as never)) as never;
  });
}

/** The `data` of every call made to `path`, in order. */
export function callsTo<P extends ApiPath>(spy: ReturnType<typeof mockApi>, path: P): RequestOf<P>[] {
  return spy.mock.calls.filter(([p]) => p === path).map(([, data]) => data as RequestOf<P>);
}
