import { Code, type PushMessage } from "@vms/api-client";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg, TEST_PASSWORD } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { openPushClient } from "../../test-support/push-client.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// The push socket with real sessions: signed in over /vms, authenticated on /ws-vms with the
// very token, revoked by /user/logout (sessions → hub.closeSession).
describeOnEngines("push socket with real sessions", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  let push: Awaited<ReturnType<typeof createTestOrg>>;
  const message: PushMessage = { infoType: "ALARM", infoContent: "motion", extension: '{"code":1}' };

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    push = await createTestOrg(db, "Push Co", [
      { email: "admin@push.test", role: "orgAdmin" },
      { email: "user@push.test", role: "ordinaryUser" },
    ]);
    await createTestOrg(db, "Elsewhere Co", [{ email: "user@elsewhere.test", role: "ordinaryUser" }]);
  });

  it("§4: a signed-in console authenticates with its token; logout closes the socket with 20004", async () => {
    const login = await api.login("user@push.test", TEST_PASSWORD);
    const client = await openPushClient(server().baseUrl);
    expect(await client.auth(login.token)).toEqual({ type: "auth", code: 200, msg: "OK" });
    server().app.vms.push.toUser(push.userIds["user@push.test"]!, message);
    expect(await client.next()).toEqual({ type: "push", message });

    expect((await api.call("/user/logout", {}, login)).code).toBe(200);
    expect(await client.next()).toMatchObject({ type: "error", code: Code.TOKEN_INVALID });
    expect((await client.closed).code).toBe(1008);

    const again = await openPushClient(server().baseUrl);
    expect(await again.auth(login.token)).toMatchObject({ type: "auth", code: Code.TOKEN_INVALID });
  });

  it("§3: toOrg reaches every signed-in user of the organization and nobody elsewhere", async () => {
    const [admin, user, stranger] = await Promise.all([
      api.login("admin@push.test", TEST_PASSWORD),
      api.login("user@push.test", TEST_PASSWORD),
      api.login("user@elsewhere.test", TEST_PASSWORD),
    ]);
    const sockets = await Promise.all([admin, user, stranger].map(() => openPushClient(server().baseUrl)));
    for (const [i, login] of [admin, user, stranger].entries()) expect(await sockets[i]!.auth(login.token)).toMatchObject({ code: 200 });

    server().app.vms.push.toOrg(push.orgId, message);
    expect(await sockets[0]!.next()).toEqual({ type: "push", message });
    expect(await sockets[1]!.next()).toEqual({ type: "push", message });
    sockets[2]!.send({ type: "heartbeat" });
    expect((await sockets[2]!.next()).type).toBe("heartbeat");
    for (const socket of sockets) socket.close();
  });
});
