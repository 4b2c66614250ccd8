import { describe, expect, it } from "vitest";
import type { Caller } from "../access/caller.js";
import type { DeviceFor } from "../devices/device-access.js";
import { createLiveService } from "./live-service.js";
import { createTicketStore } from "./stream-tickets.js";

const caller = { user: { userId: "u1", orgId: "o1" } } as unknown as Caller;
const deviceFor = (async () => ({})) as unknown as DeviceFor;

function service(holder: string | null) {
  return createLiveService({
    deviceFor,
    gateway: { isOnline: () => false, holder: async () => holder, lastReport: async () => null },
    hub: { canOpen: () => true },
    tickets: createTicketStore(() => 0),
    instanceId: "vms-a",
    wsBases: { "vms-b": "wss://b.vms.example.com" },
  });
}

// docs/architecture.md "Scale-out plan": the instance holding the device serves its streams.
describe("/device/redirect/get", () => {
  it("names the holding instance and its WebSocket base; empty for the answering instance", async () => {
    expect(await service("vms-a").redirect(caller, "SN1")).toEqual({ sn: "SN1", instanceId: "vms-a", wsBase: "" });
    expect(await service("vms-b").redirect(caller, "SN1")).toEqual({ sn: "SN1", instanceId: "vms-b", wsBase: "wss://b.vms.example.com" });
    expect(await service("vms-c").redirect(caller, "SN1")).toEqual({ sn: "SN1", instanceId: "vms-c", wsBase: "" });
  });

  it("answers 7062 when no instance holds the device", async () => {
    await expect(service(null).redirect(caller, "SN1")).rejects.toMatchObject({ code: 7062 });
  });

  it("a device held by another instance gets no ticket here (tickets are per instance): 7062", async () => {
    await expect(service("vms-b").ticket(caller, { sn: "SN1", chlIndex: 1, stream: "main" })).rejects.toMatchObject({ code: 7062 });
  });
});
