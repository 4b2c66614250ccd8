import { catalogueEntry, Code, FORCE_LOGOUT_CODES, registry, type EndpointDef, type LoginResult } from "@vms/api-client";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { capturingMailer, testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { breakage, breakText, dataFor, envelopeAround, rawDataText, type Breakage, type Signer } from "../../test-support/fuzz-bodies.js";
import { aimedAt, idFields, malformedId } from "../../test-support/fuzz-ids.js";
import { siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { postRaw } from "../../test-support/wire.js";

// Spec §3/§8: bad input gets a catalogue code, never a 5xx. Every call of the registry gets random
// and hostile bodies, with no session and with a real one, and every id field of every call gets
// malformed ids in otherwise valid bodies (issue 27), so a new call is fuzzed without anyone
// writing a line. On PGlite and PostgreSQL. FUZZ_SEED replays a run (fast-check prints the seed and
// path of a failure); FUZZ_RUNS sets the bodies per call and per signer.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_924);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const endpoints = Object.entries(registry as Record<string, EndpointDef>);

/** One body to send: data drawn from the call's schema, a raw data text, or a broken envelope. */
type Shot = { data: unknown } | { raw: string } | { broken: Breakage };

/** A stable per-path seed, so adding a call does not change the bodies of the others. */
function seedOf(path: string, signed: boolean): number {
  let hash = SEED ^ (signed ? 0x5bd1e995 : 0);
  for (const ch of path) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/** A shot that fast-check reports in at most 400 characters (deep nesting would fill the log). */
function printable<T extends Shot>(shot: T): T {
  const text = JSON.stringify(shot) ?? String(shot);
  const short = text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
  return Object.assign(shot, { [fc.toStringMethod]: () => short });
}

describeOnEngines("§3 fuzz: every /vms call answers random and malformed bodies with a catalogue code, never a 5xx", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(
    engine,
    { deviceGateway: fake.gateway, mailer: capturingMailer().mailer },
    { loginIpPerMinute: 1_000_000, codeIpPerHour: 1_000_000 },
  );
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  /** Ids and names that exist, mixed into string fields so calls reach real rows. */
  const known: string[] = [];
  let session: LoginResult | null = null;
  let orgs = 0;

  /** A signed-in organization administrator (the role that reaches the most handlers), in a fresh organization. */
  async function freshSession(): Promise<LoginResult> {
    orgs += 1;
    const email = `admin${orgs}@fuzz.test`;
    const { userIds } = await createTestOrg(server().app.vms.database.db, `Fuzz ${orgs}`, [
      { email, role: "orgAdmin" },
      { email: `user${orgs}@fuzz.test`, role: "ordinaryUser" },
    ]);
    known.push(email, ...Object.values(userIds));
    return api.login(email, TEST_PASSWORD);
  }

  beforeAll(async () => {
    session = await freshSession();
    const siteId = await steps.addSite(session, "Fuzz Depot");
    const hello = await steps.bind(session, siteId, { sn: "FUZZ-IPC-1" });
    known.push(siteId, hello.sn, hello.securityCode);
  });

  async function send(path: string, def: EndpointDef, shot: Shot, signer: Signer | null) {
    const dataText = "data" in shot ? (JSON.stringify(shot.data) ?? "null") : "raw" in shot ? shot.raw : "{}";
    const parts = envelopeAround(dataText, signer, def.upload === true);
    if (def.upload) {
      const form = new FormData();
      form.set("basic", "broken" in shot ? breakText(parts.basic, shot.broken) : parts.basic);
      form.set("data", parts.data);
      form.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "a.png");
      return postRaw(server().baseUrl, path, form, {});
    }
    const text = `{"basic":${parts.basic},"data":${parts.data}}`;
    return postRaw(server().baseUrl, path, "broken" in shot ? breakText(text, shot.broken) : text);
  }

  function shots(def: EndpointDef): fc.Arbitrary<Shot> {
    return fc.oneof(
      { arbitrary: dataFor(def.request, known).map((data) => printable({ data })), weight: 6 },
      { arbitrary: rawDataText(def.request).map((raw) => printable({ raw })), weight: 2 },
      { arbitrary: breakage.map((broken) => printable({ broken })), weight: 1 },
    );
  }

  async function fuzz(path: string, def: EndpointDef, signed: boolean): Promise<void> {
    await fc.assert(
      fc.asyncProperty(shots(def), async (shot) => {
        const signer = signed ? (session ??= await freshSession()) : null;
        const answer = await send(path, def, shot, signer);
        const code = answer.json?.basic.code;
        expect(answer.status, `${path} answered ${answer.text}`).toBeLessThan(500);
        expect(code === Code.OK || catalogueEntry(code ?? -1) !== undefined, `${path}: uncatalogued ${answer.text}`).toBe(true);
        // A body signed the way the server checks it is never taken for a forgery, whatever its data.
        if ("data" in shot) expect(code, `${path}: ${answer.text}`).not.toBe(Code.BAD_SIGNATURE);
        // The body may have ended the session (logout, password change, MFA switched on): sign in afresh.
        if (signed && code !== undefined && code !== Code.BAD_SIGNATURE && FORCE_LOGOUT_CODES.has(code)) session = null;
      }),
      { seed: seedOf(path, signed), numRuns: RUNS, endOnFailure: true },
    );
  }

  it("§3: control case: the fuzzing session is live and reaches a handler", async () => {
    session ??= await freshSession();
    expect((await api.call("/user/profile/get", {}, session)).code).toBe(Code.OK);
  });

  for (const [path, def] of endpoints) {
    it(`§3/§8: ${path} refuses random bodies with no session and with a signed session, never a 5xx`, async () => {
      await fuzz(path, def, false);
      await fuzz(path, def, true);
    });
  }

  /** Issue 27: each id field in turn gets malformed ids, the rest of the body drawn valid, as its caller would sign it. */
  async function fuzzIds(path: string, def: EndpointDef): Promise<void> {
    const fields = idFields(def.request);
    const aimed = fc.oneof(...fields.map((field) => aimedAt(def.request, field, malformedId, known).map((data) => printable({ data, field: field.join(".") }))));
    await fc.assert(
      fc.asyncProperty(aimed, async (shot) => {
        const signer = def.auth === "public" ? null : (session ??= await freshSession());
        const answer = await send(path, def, shot, signer);
        const code = answer.json?.basic.code;
        expect(answer.status, `${path} ${shot.field} answered ${answer.text}`).toBeLessThan(500);
        expect(code === Code.OK || catalogueEntry(code ?? -1) !== undefined, `${path}: uncatalogued ${answer.text}`).toBe(true);
        if (signer && code !== undefined && FORCE_LOGOUT_CODES.has(code)) session = null;
      }),
      { seed: seedOf(`${path}#ids`, true), numRuns: Math.max(RUNS, 6 * fields.length), endOnFailure: true },
    );
  }

  const withIds = endpoints.filter(([, def]) => idFields(def.request).length > 0);
  it("issue 27: the id fuzz reaches the calls that name rows by id", () => {
    expect(withIds.length).toBeGreaterThan(60);
  });

  for (const [path, def] of withIds) {
    const fields = idFields(def.request).map((field) => field.join("."));
    it(`§3/§8 issue 27: ${path} refuses malformed ids in ${fields.join(", ")}, never a 5xx`, async () => {
      await fuzzIds(path, def);
    });
  }
});
