import { Code, type LoginResult, type OpLogItem } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { archives } from "../../db/schema/index.js";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const MIN = 60_000;
const CODE = "Door2026";

// Issue 27: a share link's access code was limited only by the per-IP budget of all public calls.
// Wrong codes are now counted per link in the database; after 5 the link's code locks for 10
// minutes (33703), whatever IPs the tries come from, and each wrong code is an op-log line.
describeOnEngines("share link access codes (spec §1 sharing, §8 31109; issue 27)", (engine) => {
  let clock = Date.now();
  const server = useServer(engine, { clock: () => clock, archives: { shareLimits: { perIpPerMinute: 10_000 } } });
  const api = testApi(() => server().baseUrl);
  let admin: LoginResult;
  let archiveId = "";

  const share = async () => {
    const answer = await api.call<{ token: string }>("/archives/share", { archiveId, validitySec: 86_400, accessCode: CODE }, admin);
    expect(answer.code, answer.text).toBe(200);
    return answer.data.token;
  };
  const view = (token: string, accessCode: string) => api.call<{ lockExpireTime?: number; remainTimes?: number }>("/archives/video/no-token/list", { token, accessCode });
  const codeLines = async () => {
    await server().app.vms.opLogs.idle();
    const answer = await api.call<{ list: OpLogItem[] }>("/log/op-logs/list", { startTime: clock - 3_600_000, endTime: clock + 3_600_000, module: "archive", pageSize: 100 }, admin);
    return answer.data.list.filter((l) => l.operateEnum.startsWith("archive.share.code"));
  };

  beforeAll(async () => {
    const org = await createTestOrg(server().app.vms.database.db, "Share Code Co", [{ email: "admin@share-code.test", role: "orgAdmin" }]);
    admin = await api.login("admin@share-code.test", TEST_PASSWORD);
    const siteId = await siteSteps(api).addSite(admin, "Gate");
    // A finished archive row is all a share needs (the copy job is archives.integration.test.ts's).
    const [row] = await server()
      .app.vms.database.db.insert(archives)
      .values({ orgId: org.orgId, archivedBy: "Admin", title: "Gate at night", siteId, siteName: "Gate", sn: "SN-CODE", chlIndex: 1, chlName: "CH1", source: "local", startTime: 1, endTime: 61, status: "done" })
      .returning({ id: archives.id });
    archiveId = row!.id;
  });

  it("§8: after 5 wrong codes the link's code locks (33703) even for the right code; it opens again after 10 minutes; each wrong code is logged with the IP", async () => {
    const token = await share();
    for (let i = 1; i <= 4; i++) {
      const wrong = await view(token, `wrong${i}`);
      expect(wrong.code).toBe(Code.SHARE_ACCESS_CODE_WRONG);
      expect(wrong.data.remainTimes).toBe(5 - i);
    }
    const fifth = await view(token, "wrong5");
    expect(fifth.code).toBe(Code.SHARE_CODE_LOCKED);
    expect(fifth.data.lockExpireTime).toBe(clock + 10 * MIN);
    expect((await view(token, CODE)).code).toBe(Code.SHARE_CODE_LOCKED);
    expect((await api.call("/archives/download-token/no-token/get", { token, accessCode: CODE })).code).toBe(Code.SHARE_CODE_LOCKED);
    const lines = await codeLines();
    expect(lines.map((l) => l.operateEnum).sort()).toEqual(["archive.share.codeLocked", ...Array<string>(4).fill("archive.share.codeWrong")]);
    expect(lines.every((l) => l.ip === "127.0.0.1" && l.detail === "Gate at night")).toBe(true);

    clock += 10 * MIN;
    try {
      expect((await view(token, CODE)).code).toBe(200);
      // The right code settled the count: four more wrong ones do not lock.
      for (let i = 0; i < 4; i++) expect((await view(token, "wrongagain")).code).toBe(Code.SHARE_ACCESS_CODE_WRONG);
      expect((await view(token, CODE)).code).toBe(200);
    } finally {
      clock -= 10 * MIN;
    }
  });

  it("§8: the count is per link: another link of the same archive is not locked", async () => {
    const locked = await share();
    const other = await share();
    for (let i = 0; i < 5; i++) await view(locked, "nope1234");
    expect((await view(locked, CODE)).code).toBe(Code.SHARE_CODE_LOCKED);
    expect((await view(other, CODE)).code).toBe(200);
  });

  it("§8: wrong codes sent at once are counted exactly, in the database: only 4 are answered 'wrong' before the lock", async () => {
    const token = await share();
    const codes = (await Promise.all(Array.from({ length: 12 }, (_, i) => view(token, `burst${i}`)))).map((a) => a.code);
    expect(codes.filter((c) => c === Code.SHARE_ACCESS_CODE_WRONG)).toHaveLength(4);
    expect(codes.filter((c) => c === Code.SHARE_CODE_LOCKED)).toHaveLength(8);
    expect((await view(token, CODE)).code).toBe(Code.SHARE_CODE_LOCKED);
  });
});
