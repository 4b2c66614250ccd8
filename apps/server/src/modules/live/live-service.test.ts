import { describe, expect, it } from "vitest";
import type { DeviceFor } from "../devices/device-access.js";
import { createLiveService } from "./live-service.js";
import { createMemoryTicketStore } from "./stream-tickets.test-support.js";
import type { HelloFrame } from "@vms/api-client";
import type { Caller } from "../../core/caller.js";

const caller = { user: { userId: "u1", orgId: "o1" } } as unknown as Caller;
const deviceFor = (async () => ({})) as unknown as DeviceFor;

const report = { channels: [1, 2].map((chlIndex) => ({ chlIndex, enabled: true, online: true })) } as unknown as HelloFrame;
/** Licensed: channel 1 only (an organization with one usable channel). */
const licence = { channels: async () => ({ refusal: (_sn: string, chlIndex: number) => (chlIndex === 1 ? null : 33014) }) };

const deps = () => ({ deviceFor, hub: { canOpen: () => Promise.resolve(true) }, tickets: createMemoryTicketStore(() => 0), wsBases: {}, licence, now: () => 0 });

function service(holder: string | null, online = false, proxied = false) {
  return createLiveService({
    deviceFor,
    gateway: { isOnline: () => online, holder: async () => holder, lastReport: async () => (online ? report : null) },
    hub: { canOpen: () => Promise.resolve(true) },
    tickets: createMemoryTicketStore(() => 0),
    wsBases: { "vms-b": "wss://b.vms.example.com", ...(proxied ? { "vms-a": "ws://proxy.example.com/i/vms-a" } : {}) },
    licence,
    now: () => 0,
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

  it("behind a proxy (every instance in VMS_LIVE_WS_BASES) the answering instance is named by its base too", async () => {
    expect(await service("vms-a", false, true).redirect(caller, "SN1")).toEqual({ sn: "SN1", instanceId: "vms-a", wsBase: "ws://proxy.example.com/i/vms-a" });
  });

  it("issue 32: a device held by another instance gets a ticket here (tickets are in PostgreSQL); held by none: 7062", async () => {
    const held = createLiveService({ ...deps(), gateway: { isOnline: () => false, holder: async () => "vms-b", lastReport: async () => report } });
    expect((await held.ticket(caller, { sn: "SN1", chlIndex: 1, stream: "main" })).ticket).toBeTruthy();
    await expect(service(null).ticket(caller, { sn: "SN1", chlIndex: 1, stream: "main" })).rejects.toMatchObject({ code: 7062 });
  });
});

// Issue 27: spec §4's licence directive per channel, before any ticket is issued.
describe("/device/access-token/get and /batch under the licence directive", () => {
  it("§4: a channel no licence covers gets its licence code; a licensed one a ticket", async () => {
    await expect(service("vms-a", true).ticket(caller, { sn: "SN1", chlIndex: 2, stream: "main" })).rejects.toMatchObject({ code: 33014 });
    expect((await service("vms-a", true).ticket(caller, { sn: "SN1", chlIndex: 1, stream: "main" })).ticket).toBeTruthy();
    const { list } = await service("vms-a", true).tickets(caller, [1, 2].map((chlIndex) => ({ sn: "SN1", chlIndex, stream: "main" as const })));
    expect(list.map((a) => a.code)).toEqual([200, 33014]);
  });
});
