import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { createAdmin } from "../../cli/create-admin.js";
import { users } from "../../db/schema/index.js";
import { testApi } from "../../test-support/api.js";
import { describeOnEngines, testConfig, useServer } from "../../test-support/test-server.js";
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from "./demo-seed.js";

describeOnEngines("demo mode", (engine) => {
  describe("VMS_DEMO=1 on an empty database", () => {
    const server = useServer(engine, {}, { demo: true });
    const api = testApi(() => server().baseUrl);

    it("§1: seeds Demo Co with the seven demo users, each signing in with the demo password", async () => {
      const [row] = await server().app.vms.database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(7);
      for (const demo of DEMO_USERS) {
        const login = await api.login(demo.email, DEMO_PASSWORD);
        expect(login.user).toMatchObject({ orgName: "Demo Co", isAdmin: demo.role === "orgAdmin" ? 1 : 0 });
      }
      const live = await api.login("live@demo.local", DEMO_PASSWORD);
      expect((await api.call("/func-res/list", {}, live)).data.roleAuthList).toEqual([{ resCode: "vms_live" }]);
    });

    it("§1: seeding again leaves a database with users alone", async () => {
      expect(await seedDemo(server().app.vms.database.db, server().app.log)).toBe(false);
    });
  });

  describe("outside demo mode", () => {
    const server = useServer(engine);
    it("§1: nothing is seeded", async () => {
      const [row] = await server().app.vms.database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    });
  });
});

describe("create-admin CLI", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vms-create-admin-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("§1: creates an organization and its administrator, who signs in; refuses a second account and bad input", async () => {
    const env = { VMS_DATA_DIR: "data" };
    const created = await createAdmin(["--", "--email", "Boss@First.test", "--password", "First-Pass-1", "--org", "First Co"], env, dir);
    expect(created).toMatchObject({ email: "boss@first.test", customerId: expect.stringMatching(/^[0-9]{8}$/) });
    await expect(createAdmin(["--email", "boss@first.test", "--password", "First-Pass-1", "--org", "Again"], env, dir)).rejects.toThrow(/already exists/);
    await expect(createAdmin(["--email", "x@first.test", "--password", "short", "--org", "X"], env, dir)).rejects.toThrow(/password/);
    await expect(createAdmin(["--email", "x@first.test"], env, dir)).rejects.toThrow(/usage/);

    const app = await buildApp(testConfig({ dataDir: path.join(dir, "data") }));
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const api = testApi(() => (typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : ""));
      const login = await api.login("boss@first.test", "First-Pass-1");
      expect(login.user).toMatchObject({ isAdmin: 1, orgName: "First Co", userName: "Boss", coId: created.customerId });
    } finally {
      await app.close();
    }
    // Three PGlite opens with migrations: slow on a busy machine.
  }, 120_000);
});
