import type { LoginResult } from "@vms/api-client";
import { expect } from "vitest";
import type { TestApi } from "../../test-support/api.js";
import type { OutgoingMail } from "../mail/mailer.js";

export const BIND_LINK = /\/bind\/installer\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/;
export const LOGIN_LINK = /\/remote-access-login\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/;

/** The steps of spec §4 "Remote access" through the real calls: bind an installer, request, grant. */
export function remoteAccessSteps(api: TestApi, mails: readonly OutgoingMail[]) {
  const ok = async <T>(path: string, data: object, session: LoginResult | null): Promise<T> => {
    const answer = await api.call<T>(path, data, session);
    expect(answer.code, `${path}: ${answer.text}`).toBe(200);
    return answer.data;
  };
  /** The id and secret of the last link of `pattern` mailed to `to`. */
  const lastLink = (to: string, pattern: RegExp) => {
    const match = mails.filter((m) => m.to === to).at(-1)?.text.match(pattern);
    if (!match) throw new Error(`no link mailed to ${to}`);
    return { id: match[1]!, secret: match[2]! };
  };
  return {
    ok,
    lastLink,
    /** Binds `installer` to the customer by a fresh link; answers the installer's binding id. */
    async bind(customer: LoginResult, installer: LoginResult): Promise<string> {
      const email = installer.user.email;
      await ok("/my-installer/invite", { email }, customer);
      const link = lastLink(email, BIND_LINK);
      await ok("/user/invite/bind", { inviteId: link.id, uuid: link.secret }, installer);
      const { list } = await ok<{ list: Array<{ bindingId: string; orgName: string }> }>("/installer/customer/list", {}, installer);
      return list.find((c) => c.orgName === customer.user.orgName)!.bindingId;
    },
    /** The installer requests, the customer grants for `duration` minutes: the mailed link's parts. */
    async grant(customer: LoginResult, installer: LoginResult, bindingId: string, duration: number): Promise<{ grantId: string; token: string }> {
      const { grantId } = await ok<{ grantId: string }>("/remote-access-req/create", { bindingId }, installer);
      await ok("/remote-access-req/audit", { grantId, approve: true, duration }, customer);
      const link = lastLink(installer.user.email, LOGIN_LINK);
      expect(link.id).toBe(grantId);
      return { grantId, token: link.secret };
    },
  };
}
