import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeConnection, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";
import type { SmartInfo } from "./smart-info.js";

// Seed 1: the PTZ IPC has a normal SD card, the NVR has good and warning disks, seed 5's NVR has bad ones.
const [, IPC, NVR, , , , STATION] = generateFleet({ count: 7, seed: 1 });
const BAD_NVR = generateFleet({ count: 3, seed: 5 })[2]!;

let gateway: FakeGateway;
const devices: SimulatedDevice[] = [];
const conn: Record<"ipc" | "nvr" | "station" | "bad", FakeConnection> = {} as never;

beforeAll(async () => {
  gateway = await startFakeGateway();
  for (const [key, descriptor] of [["ipc", IPC], ["nvr", NVR], ["station", STATION], ["bad", BAD_NVR]] as const) {
    const device = new SimulatedDevice(descriptor!, { serverUrl: gateway.url, upgradeStepMs: 5 });
    devices.push(device);
    await device.start();
    conn[key] = await gateway.nextConnection();
  }
});
afterAll(async () => {
  await Promise.all(devices.map((d) => d.stop()));
  await gateway.close();
});

describe("storage transport APIs (spec §7)", () => {
  it("§3: queryStorageDevInfo answers the reported storage", async () => {
    expect((await conn.nvr.transport("queryStorageDevInfo")).data).toEqual(conn.nvr.hello.storage);
    expect((await conn.station.transport("queryStorageDevInfo")).data).toEqual({ kind: "none" });
  });

  it("§3: queryAllDisksHealthStatus and queryDiskSmartInfo with plausible SMART attributes", async () => {
    const health = (await conn.bad.transport("queryAllDisksHealthStatus")).data as { disks: Array<{ index: number; health: string }> };
    const bad = health.disks.find((d) => d.health === "bad")!;
    const smart = (await conn.bad.transport("queryDiskSmartInfo", { index: bad.index })).data as SmartInfo;
    expect(smart).toMatchObject({ index: bad.index, health: "bad" });
    expect(smart.attributes.map((a) => a.id)).toEqual([1, 3, 4, 5, 9, 10, 12, 187, 194, 197, 198, 199]);
    const realloc = smart.attributes.find((a) => a.id === 5)!;
    expect(realloc.status).toBe("failing");
    expect(realloc.raw).toBeGreaterThan(100);
    expect(smart.attributes.find((a) => a.id === 194)!.raw).toBe(smart.temperatureC);
    const good = (await conn.nvr.transport("queryDiskSmartInfo", { index: 2 })).data as SmartInfo;
    expect(good.attributes.length).toBeGreaterThan(0);
    expect(good.attributes.every((a) => a.status === "ok")).toBe(true);
    // Same disk, same data.
    expect((await conn.nvr.transport("queryDiskSmartInfo", { index: 2 })).data).toEqual(good);
    expect(await conn.nvr.transport("queryDiskSmartInfo", { index: 99 })).toMatchObject({ status: "failed", reason: "disk not found" });
  });

  it("§4: formatDisk reports progress, then status normal with free = capacity (storage frames on the way)", async () => {
    const answer = await conn.nvr.command("transport", { api: "formatDisk", params: { index: 1 } });
    expect(answer.progress).toEqual([0, 20, 40, 60, 80, 100]);
    const disk = (answer.data as { data: { status: string; capacityMB: number; freeMB: number } }).data;
    expect(disk).toMatchObject({ status: "normal", freeMB: disk.capacityMB });
    const during = await conn.nvr.next("storage");
    const after = await conn.nvr.next("storage");
    expect(during.storage.kind === "disks" && during.storage.disks[0]!.status).toBe("formatting");
    expect(after.storage.kind === "disks" && after.storage.disks[0]).toMatchObject({ status: "normal", freeMB: disk.capacityMB });
  });

  it("§4: GetSdCardStatus_I and FormatSdCard_I on a camera", async () => {
    expect((await conn.ipc.transport("GetSdCardStatus_I")).data).toEqual(conn.ipc.hello.storage.kind === "sdCard" && conn.ipc.hello.storage.sdCard);
    const answer = await conn.ipc.command("transport", { api: "FormatSdCard_I", params: {} });
    expect(answer.progress.at(-1)).toBe(100);
    const card = (answer.data as { data: { capacityMB: number; freeMB: number; status: string } }).data;
    expect(card).toMatchObject({ status: "normal", freeMB: card.capacityMB });
  });

  it("§7: storage calls for another kind of storage are not supported", async () => {
    for (const [c, api] of [[conn.ipc, "formatDisk"], [conn.ipc, "queryAllDisksHealthStatus"], [conn.nvr, "GetSdCardStatus_I"], [conn.station, "FormatSdCard_I"]] as const) {
      expect(await c.transport(api, { index: 1 }), api).toMatchObject({ status: "failed", reason: "not supported", data: null });
    }
  });
});
