import { OP_LOG_ACTIONS, OP_LOG_FALLBACK_ACTIONS, OP_LOG_MODULES, registry } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import type { WriteCall } from "../../plugins/envelope/dispatcher.js";
import { loggedWriteCalls, moduleFunctions } from "./op-log-catalogue.js";
import { createOpLogFallback, NOT_STATE_CHANGING, redactedDetail } from "./op-log-fallback.js";
import type { OpLogEntry } from "./op-log-port.js";
import { audited } from "./op-log-line.js";
import { currentOpLogScope, lineOutstanding } from "./op-log-scope.js";
import type { Caller } from "../../core/caller.js";

const caller = { user: { orgId: "org-1", userId: "user-1" } } as unknown as Caller;
const call = (path: string, data: unknown = {}): WriteCall =>
  ({ path, tag: registry[path as keyof typeof registry]?.tag ?? "", data, caller, session: {} as WriteCall["session"], ip: "10.0.0.1" });

describe("operation-log fallback", () => {
  it("§2 operation logs: every state-changing session call of the registry maps to a module of OP_LOG_MODULES", () => {
    const calls = loggedWriteCalls();
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((c) => c.module === null).map((c) => c.path)).toEqual([]);
    for (const c of calls) expect(OP_LOG_MODULES).toContain(c.module);
    expect(calls.find((c) => c.path === "/device/bind")).toMatchObject({ module: "device", action: "device.bind" });
    expect(calls.find((c) => c.path === "/user/mfa/set")).toMatchObject({ module: "mfa", action: "user.mfa.set" });
  });

  it("§2 (issue 28): every action the server writes is in the contract's list, which the console's sentences are checked against", () => {
    const written = new Set(loggedWriteCalls().map((c) => c.action));
    expect([...written].filter((a) => !(OP_LOG_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    // The fallback list names no call that is gone (its sentence would be dead weight).
    expect(OP_LOG_FALLBACK_ACTIONS.filter((a) => !written.has(a))).toEqual([]);
    for (const { functions } of moduleFunctions()) expect(functions.filter((a) => !(OP_LOG_ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });

  it("§2: the exemptions name real registry calls only", () => {
    for (const path of NOT_STATE_CHANGING) expect(Object.keys(registry)).toContain(path);
  });

  it("§7 /log/module-functions/get: the new modules list the fallback's actions", () => {
    const site = moduleFunctions().find((m) => m.module === "site");
    expect(site?.functions).toContain("site.add");
    expect(moduleFunctions().find((m) => m.module === "role")?.functions).toEqual(["role.create", "role.update", "role.delete"]);
  });

  it("§2: the detail never carries a password, code, token or secret", () => {
    const detail = redactedDetail({
      name: "Front door", password: "hunter2", oldPassword: "old-pw", code: "123456", emailCode: "654321",
      token: "tok-abc", secret: "s3cr3t", securityCode: "dev-sec", accessKey: "AK-1", captchaId: "cap",
      nested: { password: "inner-pw" }, ids: ["a", "b"], state: 2,
    });
    expect(detail).toBe("name=Front door ids=[2] state=2");
    for (const secret of ["hunter2", "old-pw", "123456", "654321", "tok-abc", "s3cr3t", "dev-sec", "AK-1", "inner-pw"]) {
      expect(detail).not.toContain(secret);
    }
    expect(redactedDetail({ note: "x".repeat(500), other: "y".repeat(500), more: "z".repeat(500), last: "w".repeat(500), end: "v".repeat(500) }).length).toBeLessThanOrEqual(200);
  });

  /** The fallback with a `finish` that records the line each call leaves outstanding. */
  const recorded = () => {
    const lines: (OpLogEntry | null)[] = [];
    const around = createOpLogFallback({ finish: (state) => lines.push(lineOutstanding(state) ? state.line : null) });
    return { lines, around };
  };

  it("§2: a successful write that no change carried leaves its line, as the caller, with the IP", async () => {
    const { lines, around } = recorded();
    await expect(around(call("/site/add", { siteName: "HQ" }), async () => "ok")).resolves.toBe("ok");
    expect(lines).toEqual([{ orgId: "org-1", userId: "user-1", module: "site", action: "site.add", detail: "siteName=HQ", ip: "10.0.0.1" }]);
  });

  it("§2: an audited call's wording replaces the generic line before its change starts", async () => {
    const { lines, around } = recorded();
    const seen: (OpLogEntry | null | undefined)[] = [];
    const c = { caller, request: { ip: "10.0.0.2" } };
    await around(call("/role/add"), () => audited(() => undefined, c, "role", "role.create", "Guards")(Promise.resolve().then(() => seen.push(currentOpLogScope()?.line))));
    expect(seen).toEqual([{ orgId: "org-1", userId: "user-1", module: "role", action: "role.create", detail: "Guards", ip: "10.0.0.2" }]);
    expect(lines[0]).toMatchObject({ action: "role.create" });
  });

  it("§2: a line a change carried, a failed call and an exempt call leave nothing to write afterwards", async () => {
    const { lines, around } = recorded();
    await around(call("/site/add"), async () => {
      const state = currentOpLogScope()!;
      state.carriedId = 7;
    });
    await expect(around(call("/site/add"), async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await around(call("/token/renewal"), async () => expect(currentOpLogScope()).toBeNull());
    expect(lines).toEqual([null]);
  });

  it("§2: work a call leaves running sees no scope once the call ended", async () => {
    const { around } = recorded();
    let later: Promise<unknown> = Promise.resolve();
    await around(call("/site/add"), async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => currentOpLogScope());
    });
    await expect(later).resolves.toBeNull();
  });
});
