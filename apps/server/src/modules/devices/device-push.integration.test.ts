import type { LoginResult, PushServerFrame } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway, helloFrame } from "../../test-support/fake-gateway.js";
import { openPushClient, type PushTestClient } from "../../test-support/push-client.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const content = (frame: PushServerFrame): Record<string, unknown> => {
  if (frame.type !== "push") throw new Error(`expected a push, got ${frame.type}`);
  return { infoType: frame.message.infoType, extension: frame.message.extension, ...(JSON.parse(frame.message.infoContent) as Record<string, unknown>) };
};

// Decision 0003 "Push": DEVICE_STATUS and DEVICE_TASK reach the administrators and the users who can
// see the device's site, nobody else.
describeOnEngines("device pushes", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway, deviceTasks: { rebootTimeoutMs: 2_000 } });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let s: Record<"admin" | "granted" | "other", LoginResult>;
  let sockets: Record<"admin" | "granted" | "other", PushTestClient>;
  let siteId = "";

  beforeAll(async () => {
    const org = await createTestOrg(server().app.vms.database.db, "Push Dev Co", [
      { email: "admin@pushdev.test", role: "orgAdmin" },
      { email: "granted@pushdev.test", role: "siteOperator" },
      { email: "other@pushdev.test", role: "siteOperator" },
    ]);
    s = await signIn(api, "pushdev.test", ["admin", "granted", "other"]);
    siteId = await steps.addSite(s.admin, "Yard");
    const elsewhere = await steps.addSite(s.admin, "Elsewhere");
    await steps.grant(s.admin, org.userIds["granted@pushdev.test"]!, [{ siteId, role: "LIVE_ONLY_VIEWER" }]);
    await steps.grant(s.admin, org.userIds["other@pushdev.test"]!, [{ siteId: elsewhere, role: "SITE_ADMIN" }]);
    const open = async (session: LoginResult) => {
      const client = await openPushClient(server().baseUrl);
      expect(await client.auth(session.token)).toMatchObject({ code: 200 });
      return client;
    };
    sockets = { admin: await open(s.admin), granted: await open(s.granted), other: await open(s.other) };
  });

  it("§4: DEVICE_STATUS on bind, drop and reconnect reaches a granted user and not an ungranted one", async () => {
    const hello = await steps.bind(s.admin, siteId, { sn: "PUSH-1" });
    const bound = content(await sockets.granted.next());
    expect(bound).toMatchObject({ infoType: "DEVICE_STATUS", extension: '{"code":200}', sn: "PUSH-1", status: 1, chlCount: 1, onlineChlCount: 1, channels: [{ chlIndex: 1, status: 1 }] });
    expect(bound["deviceId"]).toEqual(expect.any(Number));
    expect(content(await sockets.admin.next())).toMatchObject({ infoType: "DEVICE_STATUS", sn: "PUSH-1", status: 1 });

    await fake.drop("PUSH-1");
    expect(content(await sockets.granted.next())).toMatchObject({ infoType: "DEVICE_STATUS", sn: "PUSH-1", status: 2, onlineChlCount: 0 });
    await fake.connect(helloFrame({ ...hello, channels: hello.channels.map((c) => ({ ...c, online: false })) }));
    expect(content(await sockets.granted.next())).toMatchObject({ sn: "PUSH-1", status: 1, onlineChlCount: 0, channels: [{ chlIndex: 1, status: 0 }] });
    await fake.emit("status", "PUSH-1", [{ chlIndex: 1, online: true }]);
    expect(content(await sockets.granted.next())).toMatchObject({ sn: "PUSH-1", status: 1, onlineChlCount: 1, channels: [{ chlIndex: 1, status: 1 }] });

    // The ungranted user got nothing: the next frame it sees is its heartbeat answer.
    sockets.other.send({ type: "heartbeat" });
    expect((await sockets.other.next()).type).toBe("heartbeat");
  });

  it("§4: DEVICE_TASK follows a task from running to its end; frames of unbound devices are ignored", async () => {
    const hello = helloFrame({ sn: "PUSH-1" });
    fake.setHandler("PUSH-1", (name) => {
      if (name === "reboot") void fake.drop("PUSH-1").then(() => fake.connect(hello));
      return { code: 200, data: {} };
    });
    expect((await api.call("/dev-cmd/execute", { sn: "PUSH-1", cmd: "reboot" }, s.admin)).code).toBe(200);
    const seen: Array<Record<string, unknown>> = [];
    while (!seen.some((m) => m["infoType"] === "DEVICE_TASK" && m["state"] === "success")) seen.push(content(await sockets.granted.next()));
    const tasks = seen.filter((m) => m["infoType"] === "DEVICE_TASK");
    expect(tasks.map((t) => t["state"])).toEqual(["running", "success"]);
    expect(tasks[0]).toMatchObject({ sn: "PUSH-1", cmd: "reboot", taskId: expect.any(String) });

    await fake.connect(helloFrame({ sn: "UNBOUND-9" }));
    await fake.drop("UNBOUND-9");
    sockets.granted.send({ type: "heartbeat" });
    const rest: PushServerFrame[] = [];
    for (let frame = await sockets.granted.next(); ; frame = await sockets.granted.next()) {
      rest.push(frame);
      if (frame.type === "heartbeat") break;
    }
    expect(rest.filter((f) => f.type === "push" && f.message.infoContent.includes("UNBOUND-9"))).toEqual([]);
    sockets.other.send({ type: "heartbeat" });
    expect((await sockets.other.next()).type).toBe("heartbeat");
    for (const socket of Object.values(sockets)) socket.close();
  });
});
