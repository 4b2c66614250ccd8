import { Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import type { CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import { createMemoryTicketStore } from "../live/stream-tickets.test-support.js";
import { createPlaybackService } from "./playback-service.js";
import type { Caller } from "../../core/caller.js";

const caller = { user: { userId: "u1", orgId: "o1" } } as unknown as Caller;
const deviceFor = (async () => ({})) as unknown as DeviceFor;
const range = { sn: "SN1", chlIndex: 1, startTime: 1_795_000_000, endTime: 1_795_003_600 };
/** A plan for channel 1 of SN1 in organization o1 only. */
const directory: CloudStorageDirectory = {
  activeChannels: async () => [],
  planFor: async (orgId, sn, chlIndex) => (orgId === "o1" && sn === "SN1" && chlIndex === 1 ? { orgId, sn, chlIndex, storageDays: 7 } : null),
  onChange: () => () => {},
};

function service(options: { cloudReadable: boolean; directory?: CloudStorageDirectory; licensed?: boolean }) {
  const tickets = createMemoryTicketStore(() => 0);
  const playback = createPlaybackService({
    deviceFor,
    gateway: { isOnline: () => false, lastReport: async () => null, startPlayback: async () => { throw new Error("no device here"); } },
    tickets,
    now: () => 0,
    cloudReadable: options.cloudReadable,
    directory: options.directory,
    licence: options.licensed === undefined ? undefined : { refusal: async () => (options.licensed ? null : 33014), channels: async () => ({ refusal: () => (options.licensed ? null : 33014) }) },
  });
  return { playback, tickets };
}

// Spec §8 "cloud storage not opened" (7067), §7 cloudPlayback; docs/media.md "Playback".
describe("/device/playback-token/get (cloud)", () => {
  it("without the cloud reader wired, or without a plan for the channel, answers 7067", async () => {
    await expect(service({ cloudReadable: false }).playback.ticket(caller, { ...range, source: "cloud" })).rejects.toMatchObject({ code: Code.CLOUD_NOT_OPENED });
    await expect(service({ cloudReadable: true, directory }).playback.ticket(caller, { ...range, chlIndex: 2, source: "cloud" })).rejects.toMatchObject({ code: Code.CLOUD_NOT_OPENED });
  });

  it("with a plan: a single-use ticket of the playback kind carrying the range and the source", async () => {
    const { playback, tickets } = service({ cloudReadable: true, directory });
    const answer = await playback.ticket(caller, { ...range, source: "cloud" });
    expect(answer.path).toBe(`/ws-live?ticket=${answer.ticket}`);
    expect(await tickets.consume(answer.ticket)).toEqual({ orgId: "o1", userId: "u1", sn: "SN1", chlIndex: 1, stream: "main", session: { kind: "playback", params: { startTime: range.startTime, endTime: range.endTime, source: "cloud" } } });
    expect(await tickets.consume(answer.ticket)).toBeNull();
  });

  it("local playback of a device offline here answers 7062; an unlicensed channel is refused when licences are wired", async () => {
    await expect(service({ cloudReadable: false }).playback.ticket(caller, { ...range, source: "local" })).rejects.toMatchObject({ code: Code.DEVICE_OFFLINE });
    await expect(service({ cloudReadable: true, directory, licensed: false }).playback.ticket(caller, { ...range, source: "cloud" })).rejects.toMatchObject({ code: 33014 });
  });
});
