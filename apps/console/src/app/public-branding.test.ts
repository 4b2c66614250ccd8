import { createMemoryHistory } from "@tanstack/react-router";
import type { ApiPath } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "@/shared/session";
import { brandingFixture, mockApi } from "@/shared/testing";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// Spec §2 guard rules: "Routes for installer bind, registration, payment result, archives share and
// remote login load branding first." With nothing cached, the first call is /customer-website/get and
// the route is not ready (nothing renders) until it has answered.
describe("public routes load branding first (spec §2)", () => {
  afterEach(() => sessionStore.clear());

  const routes = [
    "/bind/installer/inv-1/uuid-1",
    "/user-register/inv-1/uuid-1",
    "/company-register/inv-1/uuid-1",
    "/vms-license-pay-res?orderNo=1&resultToken=t",
    "/archives-share/share-1",
    "/remote-access-login/grant-1/token-1",
  ];

  it.each(routes)("§2: %s waits for the branding before it is shown", async (path) => {
    sessionStore.clear();
    const branding = deferred<ReturnType<typeof brandingFixture>>();
    const order: string[] = [];
    // Any other call the pages' loaders make (link checks, the shared archive) fails at once: this
    // test is about the order only, and a loader that never settles would hold the route forever.
    const handlers = new Proxy({} as Record<string, () => unknown>, {
      get: (_, key: string) => () => {
        order.push(key);
        return key === "/customer-website/get" ? branding.promise : Promise.reject(new Error("not part of this test"));
      },
    });
    mockApi(handlers as Parameters<typeof mockApi>[0]);
    const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: [path] }) });

    let loaded = false;
    const loading = router.load().then(() => (loaded = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(order[0]).toBe("/customer-website/get" satisfies ApiPath);
    expect(loaded).toBe(false);

    branding.resolve(brandingFixture());
    await loading;
    expect(router.state.location.pathname).toBe(path.split("?")[0]);
    expect(router.state.matches.at(-1)?.status).toBe("success");
  });
});
