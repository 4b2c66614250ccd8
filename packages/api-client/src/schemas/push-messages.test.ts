import { describe, expect, it } from "vitest";
import { buildPushMessage, parsePushMessage, PUSH_INFO_TYPE, type DeviceStatusPush } from "./push-messages.js";

const status: DeviceStatusPush = { sn: "SN-A", deviceId: 7, status: 1, onlineChlCount: 1, chlCount: 2, channels: [{ chlIndex: 1, status: 1 }, { chlIndex: 2, status: 0 }] };
const task = { taskId: "t1", sn: "SN-A", cmd: "upgrade", state: "running", progress: 40, code: null, startTime: 1, endTime: null } as const;

describe("push messages", () => {
  it("§3: a DEVICE_STATUS message the server builds reads back as the same content, with extension code 200", () => {
    const message = buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, status);
    expect(message.infoType).toBe("DEVICE_STATUS");
    expect(JSON.parse(message.extension)).toEqual({ code: 200 });
    expect(parsePushMessage(message)).toEqual({ infoType: "DEVICE_STATUS", content: status });
  });

  it("§4: a DEVICE_TASK message carries the task as /dev-cmd/check shows it", () => {
    expect(parsePushMessage(buildPushMessage(PUSH_INFO_TYPE.DEVICE_TASK, task))).toEqual({ infoType: "DEVICE_TASK", content: task });
  });

  it("refuses to build content the console would drop", () => {
    expect(() => buildPushMessage(PUSH_INFO_TYPE.DEVICE_STATUS, { ...status, status: 7 } as unknown as DeviceStatusPush)).toThrow();
  });

  it("reads other types, non-JSON and invalid content as null", () => {
    expect(parsePushMessage({ infoType: "ALARM", infoContent: "{}", extension: "{}" })).toBeNull();
    expect(parsePushMessage({ infoType: "DEVICE_STATUS", infoContent: "not json", extension: "{}" })).toBeNull();
    expect(parsePushMessage({ infoType: "DEVICE_STATUS", infoContent: JSON.stringify({ sn: "SN-A", status: 7 }), extension: "{}" })).toBeNull();
    expect(parsePushMessage({ infoType: "DEVICE_TASK", infoContent: "{}", extension: "{}" })).toBeNull();
    expect(parsePushMessage({ infoType: "toString", infoContent: "{}", extension: "{}" })).toBeNull();
  });
});
