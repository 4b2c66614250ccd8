import { Code, USER_CONFIG_LIMITS, type LoginResult, type UserConfig } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const layout = (splitNum: number, isDefault: boolean, playChlList: object[] = []) => JSON.stringify({ splitNum, isDefault, playChlList });

// Spec §3 "User config"/"Layout", §7 /user-configs/*, §8 Layout 20057-20064.
describeOnEngines("user configs", (engine) => {
  const server = useServer(engine, {}, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let s: Record<"admin" | "live", LoginResult>;
  let other: LoginResult;

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Layout Co", [{ email: "admin@layout.test", role: "orgAdmin" }, { email: "live@layout.test", role: "liveOnlyViewer" }]);
    await createTestOrg(db, "Other Co", [{ email: "admin@other-layout.test", role: "orgAdmin" }]);
    s = await signIn(api, "layout.test", ["admin", "live"]);
    other = (await signIn(api, "other-layout.test", ["admin"])).admin;
  });

  const put = (data: object, session: LoginResult) => api.call<UserConfig>("/user-configs/put", data, session);
  const list = async (configType: string, session: LoginResult) => (await steps.ok<{ list: UserConfig[] }>("/user-configs/list", { configType }, session)).list;

  it("§3: a live-only viewer saves, renames, lists and deletes layouts; one default at a time", async () => {
    const first = await steps.ok<UserConfig>("/user-configs/put", { configType: "layouts", configName: "Lobby", configValue: layout(4, true, [{ winIndex: 1, sn: "SN1", chlIndex: 1 }]) }, s.live);
    const second = await steps.ok<UserConfig>("/user-configs/put", { configType: "layouts", configName: "Gate", configValue: layout(9, true) }, s.live);
    const saved = await list("layouts", s.live);
    expect(saved.map((c) => [c.configName, JSON.parse(c.configValue).isDefault])).toEqual([["Gate", true], ["Lobby", false]]);
    expect(JSON.parse(saved[1]!.configValue).playChlList).toEqual([{ winIndex: 1, sn: "SN1", chlIndex: 1 }]);
    const renamed = await steps.ok<UserConfig>("/user-configs/put", { id: first.id, configType: "layouts", configName: "Hall", configValue: first.configValue }, s.live);
    expect(renamed).toMatchObject({ id: first.id, configName: "Hall" });
    await steps.ok("/user-configs/delete", { id: second.id }, s.live);
    expect((await list("layouts", s.live)).map((c) => c.configName)).toEqual(["Hall"]);
    // Other types are separate lists.
    expect(await list("vs_view", s.live)).toEqual([]);
  });

  it("§8: 20057 duplicate name, 20060 bad name, 20061 split, 20062 windows, 20063 value, 20064 size, 20058 count", async () => {
    await steps.ok("/user-configs/put", { configType: "layouts", configName: "Dup", configValue: layout(4, false) }, s.admin);
    expect((await put({ configType: "layouts", configName: "Dup", configValue: layout(1, false) }, s.admin)).code).toBe(Code.LAYOUT_NAME_EXISTS);
    expect((await put({ configType: "layouts", configName: "  ", configValue: layout(1, false) }, s.admin)).code).toBe(Code.LAYOUT_NAME_INVALID);
    expect((await put({ configType: "layouts", configName: "a<b", configValue: layout(1, false) }, s.admin)).code).toBe(Code.LAYOUT_NAME_INVALID);
    expect((await put({ configType: "layouts", configName: "S", configValue: layout(6, false) }, s.admin)).code).toBe(Code.LAYOUT_SPLIT_INVALID);
    expect((await put({ configType: "layouts", configName: "W", configValue: layout(4, false, [{ winIndex: 5, sn: "X", chlIndex: 1 }]) }, s.admin)).code).toBe(Code.LAYOUT_WINDOWS_INVALID);
    const twice = [{ winIndex: 1, sn: "X", chlIndex: 1 }, { winIndex: 1, sn: "Y", chlIndex: 1 }];
    expect((await put({ configType: "layouts", configName: "W", configValue: layout(4, false, twice) }, s.admin)).code).toBe(Code.LAYOUT_WINDOWS_INVALID);
    expect((await put({ configType: "layouts", configName: "V", configValue: "{not json" }, s.admin)).code).toBe(Code.LAYOUT_VALUE_INVALID);
    expect((await put({ configType: "layouts", configName: "V", configValue: "{}" }, s.admin)).code).toBe(Code.LAYOUT_SPLIT_INVALID);
    expect((await put({ configType: "vs_view", configName: "V", configValue: "x".repeat(USER_CONFIG_LIMITS.valueMaxChars + 1) }, s.admin)).code).toBe(Code.LAYOUT_VALUE_TOO_LARGE);
    const existing = (await list("frequent_events", s.admin)).length;
    for (let i = existing; i < USER_CONFIG_LIMITS.perType; i++) await steps.ok("/user-configs/put", { configType: "frequent_events", configName: `F${i}`, configValue: "[]" }, s.admin);
    expect((await put({ configType: "frequent_events", configName: "One more", configValue: "[]" }, s.admin)).code).toBe(Code.LAYOUT_COUNT_MAX);
  });

  it("IDOR: another user's (or organization's) config cannot be read, replaced or deleted", async () => {
    const mine = await steps.ok<UserConfig>("/user-configs/put", { configType: "archives", configName: "Rights", configValue: '{"add":true}' }, s.admin);
    for (const session of [s.live, other]) {
      expect((await list("archives", session)).map((c) => c.id)).not.toContain(mine.id);
      expect((await put({ id: mine.id, configType: "archives", configName: "Mine now", configValue: "{}" }, session)).code).toBe(Code.LAYOUT_MISSING);
      expect((await api.call("/user-configs/delete", { id: mine.id }, session)).code).toBe(Code.LAYOUT_MISSING);
    }
    expect((await api.call("/user-configs/delete", { id: "00000000-0000-4000-8000-000000000000" }, s.admin)).code).toBe(Code.LAYOUT_MISSING);
    // A malformed id is the contract's parameter error (issue 27).
    expect((await api.call("/user-configs/delete", { id: "not-a-uuid" }, s.admin)).code).toBe(Code.INVALID_DATA);
    expect((await list("archives", s.admin)).find((c) => c.id === mine.id)).toMatchObject({ configName: "Rights", configValue: '{"add":true}' });
  });
});
