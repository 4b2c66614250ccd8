// Decision 0011: request nonces live in UNLOGGED tables (no WAL flush per call). Crash recovery
// empties UNLOGGED tables; a request signed before that must not pass on the strength of its
// nonce being forgotten. Emptying both tables here is what recovery does to them.
import { Code, createApiClient } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi, type TestSession } from "../../test-support/api.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

describeOnEngines("request nonces after a database crash (spec §3, decision 0011)", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const db = () => server().app.vms.database.db;
  let session: TestSession;

  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  /** What crash recovery does to UNLOGGED tables. */
  const recover = () => db().execute(sql`truncate request_nonces, nonce_epoch`);

  beforeAll(async () => {
    await createTestOrg(db(), "Epoch Co", [{ email: "admin@epoch.test", role: "orgAdmin" }]);
    session = await api.login("admin@epoch.test", TEST_PASSWORD);
  });

  it("keeps nonces and their epoch in UNLOGGED tables", async () => {
    const kinds = await rows<{ relname: string; relpersistence: string }>(
      sql`select relname, relpersistence from pg_class where relname in ('request_nonces', 'nonce_epoch') order by relname`,
    );
    expect(kinds).toEqual([
      { relname: "nonce_epoch", relpersistence: "u" },
      { relname: "request_nonces", relpersistence: "u" },
    ]);
  });

  it("a replay still answers 20001", async () => {
    const nonce = "e1".repeat(16);
    expect((await api.call("/user/profile/get", {}, session, { envelope: { nonce } })).code).toBe(200);
    expect((await api.call("/user/profile/get", {}, session, { envelope: { nonce } })).code).toBe(Code.REPLAYED);
  });

  describe("after recovery emptied the tables", () => {
    it("a request signed before it answers 4500 with the server time, though its nonce is new to the table", async () => {
      const signedAt = Date.now();
      const nonce = "e2".repeat(16);
      expect((await api.call("/user/profile/get", {}, session, { envelope: { nonce, time: signedAt } })).code).toBe(200);
      await recover();
      const replay = await api.call("/user/profile/get", {}, session, { envelope: { nonce, time: signedAt } });
      expect(replay.code).toBe(Code.STALE_REQUEST);
      expect(replay.data).toMatchObject({ serverTime: expect.any(Number) });
      // The new epoch stands: the same request is refused again (its nonce is now taken too).
      const again = await api.call("/user/profile/get", {}, session, { envelope: { time: signedAt } });
      expect(again.code).toBe(Code.STALE_REQUEST);
      expect(await rows(sql`select id from nonce_epoch`)).toHaveLength(1);
    });

    it("a request signed after it passes", async () => {
      await recover();
      // The first request after recovery starts the epoch (and is refused: it was signed before).
      await api.call("/user/profile/get", {}, session, { envelope: { time: Date.now() - 1_000 } });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await api.call("/user/profile/get", {}, session)).code).toBe(200);
    });

    it("the api-client retries a refused call once, so a user sees no failure", async () => {
      const client = createApiClient({ baseUrl: server().baseUrl, getSession: () => session });
      await recover();
      await expect(client.call("/user/profile/get", {})).resolves.toMatchObject({ email: "admin@epoch.test" });
    });
  });
});
