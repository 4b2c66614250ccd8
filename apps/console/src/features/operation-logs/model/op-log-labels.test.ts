import { OP_LOG_MODULES } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { opLogActionLabels } from "./op-log-action-labels";
import { opLogModuleLabels } from "./op-log-labels";

describe("operation-log labels", () => {
  it("§2 operation logs: every module of the catalogue has a translated name", () => {
    expect(OP_LOG_MODULES.filter((m) => !opLogModuleLabels[m])).toEqual([]);
  });

  it("§2: the installer and remote-access actions are named, not shown raw", () => {
    for (const action of ["installer.invite", "installer.bind", "remoteAccess.request", "remoteAccess.refuse", "remoteAccess.grant", "remoteAccess.revoke", "remoteAccess.login"]) {
      expect((opLogActionLabels as Readonly<Record<string, unknown>>)[action]).toBeDefined();
    }
  });
});
