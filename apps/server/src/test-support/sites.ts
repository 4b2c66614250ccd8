import type { HelloFrame, LoginResult } from "@vms/api-client";
import { expect } from "vitest";
import { TEST_PASSWORD } from "./accounts.js";
import type { TestApi } from "./api.js";
import { helloFrame, type FakeGateway } from "./fake-gateway.js";

/** Valid site form fields (spec §5: name, city, contact and phone not empty). */
export function siteFields(siteName: string, extra: Record<string, unknown> = {}) {
  return { siteName, scene: 1, city: "Berlin", address: "Main St 1", contactPerson: "Ann Lee", contactPhone: "+49 30 1234567", ...extra };
}

/** Site and device steps the site and device suites share; each fails the test unless the call succeeds. */
export function siteSteps(api: TestApi, gateway?: FakeGateway) {
  const ok = async <T>(path: string, data: object, session: LoginResult): Promise<T> => {
    const answer = await api.call<T>(path, data, session);
    expect(answer.code, `${path}: ${answer.text}`).toBe(200);
    return answer.data;
  };
  return {
    ok,
    /** Adds a site and answers its id. */
    async addSite(session: LoginResult, siteName: string, parentId: string | null = null, extra: Record<string, unknown> = {}): Promise<string> {
      const site = await ok<{ siteId: string }>("/site/add", { ...siteFields(siteName, extra), parentId }, session);
      return site.siteId;
    },
    grant: (session: LoginResult, userId: string, grants: Array<{ siteId: string; role: string }>) => ok("/user/site/grant", { userId, grants }, session),
    /** A fake device says hello, then `session` binds it to `siteId`. */
    async bind(session: LoginResult, siteId: string, report: Partial<HelloFrame> & { sn: string }, name?: string): Promise<HelloFrame> {
      if (!gateway) throw new Error("siteSteps needs the fake gateway to bind");
      const hello = helloFrame(report);
      await gateway.connect(hello);
      await ok("/device/bind", { sn: hello.sn, securityCode: hello.securityCode, siteId, ...(name === undefined ? {} : { name }) }, session);
      return hello;
    },
  };
}

/** Signs in `<name>@<domain>` for each name (test password); answers the sessions by name. */
export async function signIn<K extends string>(api: TestApi, domain: string, names: readonly K[]): Promise<Record<K, LoginResult>> {
  const sessions = await Promise.all(names.map((name) => api.login(`${name}@${domain}`, TEST_PASSWORD)));
  return Object.fromEntries(names.map((name, i) => [name, sessions[i]])) as Record<K, LoginResult>;
}
