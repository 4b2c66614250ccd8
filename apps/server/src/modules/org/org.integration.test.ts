import { Code, type LoginResult } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { envelopeText, postRaw } from "../../test-support/wire.js";
import { describeOnDatabases } from "../../test-support/test-server.js";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5e1d3f30000000049454e44ae426082",
  "hex",
);
/** A BMP header: an image, but not a logo type (spec §5: JPG/PNG/JPEG). */
const BMP = Buffer.concat([Buffer.from("424d", "hex"), Buffer.alloc(60)]);

describeOnDatabases("organization details and logo (spec §3 Organization, §5 logo)", (server) => {
  const api = testApi(() => server().baseUrl);
  let admin: LoginResult;
  let member: LoginResult;
  let foreign: LoginResult;
  let customerId: string;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    customerId = (await createTestOrg(db, "Logo Co", [
      { email: "admin@logo.test", role: "orgAdmin" },
      // Holds vms_org_qry (reads the details) without being an administrator.
      { email: "member@logo.test", role: { marker: null, codes: ["vms_org_qry"] } },
    ])).customerId;
    await createTestOrg(db, "Elsewhere Co", [{ email: "admin@elsewhere.test", role: "orgAdmin" }]);
    admin = await api.login("admin@logo.test", TEST_PASSWORD);
    member = await api.login("member@logo.test", TEST_PASSWORD);
    foreign = await api.login("admin@elsewhere.test", TEST_PASSWORD);
  });

  async function upload(session: LoginResult, bytes: Buffer, filename: string) {
    const { basic, data } = JSON.parse(envelopeText({}, { token: session.token, sid: session.sid })) as { basic: unknown; data: unknown };
    const form = new FormData();
    form.set("basic", JSON.stringify(basic));
    form.set("data", JSON.stringify(data));
    form.set("file", new Blob([bytes], { type: "image/png" }), filename);
    const answer = await postRaw(server().baseUrl, "/user/merchant-logo/upload", form, {});
    return { code: answer.json?.basic.code, data: answer.json?.data as { logo: string; issues?: unknown } };
  }

  it("§3: the administrator reads and updates name, address and contact; the customer ID is fixed", async () => {
    const before = await api.call("/org/detail/get", {}, admin);
    expect(before.data).toMatchObject({ orgName: "Logo Co", customerId, logo: "" });
    expect((await api.call("/org/detail/update", { orgName: "Logo Co Ltd", address: "1 Main St", contact: "Ann +49 30 123" }, admin)).code).toBe(200);
    expect((await api.call("/org/detail/get", {}, admin)).data).toMatchObject({ orgName: "Logo Co Ltd", address: "1 Main St", contact: "Ann +49 30 123", customerId });
    expect((await api.call("/org/detail/update", { orgName: "Bad<Name", address: "x", contact: "y" }, admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/org/detail/update", { orgName: "", address: "x", contact: "y" }, admin)).code).toBe(Code.INVALID_DATA);
    // The title brands the public pages of this customer ID.
    const branding = await api.call<{ extra: { title: string } }>("/customer-website/get", { coId: customerId });
    expect(branding.data.extra.title).toBe("Logo Co Ltd");
  });

  it("§5: a PNG logo is stored, served, and feeds the branding; BMP, text and ≥ 500 kB are refused", async () => {
    const uploaded = await upload(admin, PNG, "logo.png");
    expect(uploaded.code).toBe(200);
    expect(uploaded.data.logo).toMatch(/^\/user\/merchant-logo\/[0-9a-f-]{36}$/);
    const res = await fetch(`${server().baseUrl}${uploaded.data.logo}`);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const branding = await api.call<{ icon: string }>("/customer-website/get", { coId: customerId });
    expect(branding.data.icon).toBe(uploaded.data.logo);
    expect((await api.call("/org/detail/get", {}, admin)).data).toMatchObject({ logo: uploaded.data.logo });

    expect((await upload(admin, BMP, "logo.bmp")).data.issues).toEqual([{ path: "file", message: "type" }]);
    expect((await upload(admin, Buffer.from("not an image"), "logo.png")).data.issues).toEqual([{ path: "file", message: "type" }]);
    const big = await upload(admin, Buffer.concat([PNG, Buffer.alloc(500 * 1024)]), "big.png");
    expect(big.code).toBe(Code.INVALID_DATA);
    expect(big.data.issues).toEqual([{ path: "file", message: "size" }]);
  });

  it("§6: only administrators change details or the logo (a vms_org_qry holder reads them); IDOR — another organization sees only its own", async () => {
    expect((await api.call("/org/detail/update", { orgName: "Taken", address: "x", contact: "y" }, member)).code).toBe(Code.NO_PERMISSION);
    expect((await upload(member, PNG, "x.png")).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/org/detail/get", {}, member)).data).toMatchObject({ orgName: "Logo Co Ltd" });
    expect((await api.call("/org/detail/get", {}, foreign)).data).toMatchObject({ orgName: "Elsewhere Co" });
    await api.call("/org/detail/update", { orgName: "Elsewhere Two", address: "x", contact: "y" }, foreign);
    expect((await api.call("/org/detail/get", {}, admin)).data).toMatchObject({ orgName: "Logo Co Ltd" });
  });
});
