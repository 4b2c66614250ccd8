import { Code, type LoginResult } from "@vms/api-client";
import { expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5e1d3f30000000049454e44ae426082",
  "hex",
);

describeOnEngines("profile, avatar and account deletion", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  let orgs = 0;

  /** Each test its own organization: an administrator and, unless `alone`, a member (both signed in). */
  async function freshOrg({ alone = false } = {}) {
    const domain = `org${++orgs}.avatar.test`;
    await createTestOrg(server().app.vms.database.db, `Avatar Co ${orgs}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      ...(alone ? [] : [{ email: `member@${domain}`, role: "ordinaryUser" as const }]),
    ]);
    const admin = await api.login(`admin@${domain}`, TEST_PASSWORD);
    const member = alone ? null : await api.login(`member@${domain}`, TEST_PASSWORD);
    return { domain, admin, member: member! };
  }

  async function upload(session: LoginResult, file: Blob, filename: string) {
    const { basic, data } = JSON.parse(envelopeText({}, { token: session.token, sid: session.sid })) as { basic: unknown; data: unknown };
    const form = new FormData();
    form.set("basic", JSON.stringify(basic));
    form.set("data", JSON.stringify(data));
    form.set("file", file, filename);
    const answer = await postRaw(server().baseUrl, "/user/avatar/update", form, {});
    return { code: answer.json?.basic.code, data: answer.json?.data as { avatar: string; issues?: unknown } };
  }

  it("§5/§9: a PNG avatar is stored and served back byte for byte under /user/avatar/ with cache headers", async () => {
    const { member } = await freshOrg();
    const uploaded = await upload(member, new Blob([PNG], { type: "image/png" }), "me.png");
    expect(uploaded.code).toBe(200);
    expect(uploaded.data.avatar).toMatch(/^\/user\/avatar\/[0-9a-f-]{36}$/);
    const res = await fetch(`${server().baseUrl}${uploaded.data.avatar}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await api.call("/user/profile/get", {}, member)).data).toMatchObject({ avatar: uploaded.data.avatar });

    // A second upload replaces the first; the old URL is gone.
    const second = await upload(member, new Blob([PNG], { type: "image/png" }), "again.png");
    expect((await fetch(`${server().baseUrl}${uploaded.data.avatar}`)).status).toBe(404);
    expect((await fetch(`${server().baseUrl}${second.data.avatar}`)).status).toBe(200);
  });

  it("§5: a text file named .png and a file of 3 MB are refused with 7000", async () => {
    const { member } = await freshOrg();
    const text = await upload(member, new Blob(["hello, not an image"], { type: "image/png" }), "fake.png");
    expect(text.code).toBe(Code.INVALID_DATA);
    expect(text.data.issues).toEqual([{ path: "file", message: "type" }]);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const large = await upload(member, new Blob([big], { type: "image/png" }), "big.png");
    expect(large.code).toBe(Code.INVALID_DATA);
    expect(large.data.issues).toEqual([{ path: "file", message: "size" }]);
    expect((await fetch(`${server().baseUrl}/user/avatar/not-a-uuid`)).status).toBe(404);
    expect((await fetch(`${server().baseUrl}/user/avatar/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("§7: an administrator with other users may not unregister (33400); a member may, with the password (7088)", async () => {
    const { domain, admin, member } = await freshOrg();
    expect((await api.call("/user/unregister-check", {}, admin)).data).toEqual({ canUnregister: false, subUserCount: 1, deviceCount: 0 });
    expect((await api.call("/user/unregister", { password: TEST_PASSWORD }, admin)).code).toBe(Code.HAS_SUB_USERS);

    expect((await api.call("/user/unregister-check", {}, member)).data).toEqual({ canUnregister: true, subUserCount: 0, deviceCount: 0 });
    expect((await api.call("/user/unregister", { password: "Wrong-Pass-1" }, member)).code).toBe(Code.WRONG_CREDENTIALS);
    expect((await api.call("/user/unregister", { password: TEST_PASSWORD }, member)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, member)).code).toBe(Code.ACCOUNT_DELETED);
    expect((await api.call("/user/login", { loginName: `member@${domain}`, password: TEST_PASSWORD })).code).toBe(Code.WRONG_CREDENTIALS);
    expect((await api.call("/user/exist", { loginName: `member@${domain}` })).data).toEqual({ exist: false });
  });

  it("§7: the last administrator's deletion disables the organization (7088 for the session)", async () => {
    const { admin } = await freshOrg({ alone: true });
    expect((await api.call("/user/unregister-check", {}, admin)).data).toEqual({ canUnregister: true, subUserCount: 0, deviceCount: 0 });
    expect((await api.call("/user/unregister", { password: TEST_PASSWORD }, admin)).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, admin)).code).toBe(Code.ACCOUNT_DELETED);
  });
});
