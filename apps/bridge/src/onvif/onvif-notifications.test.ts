import { describe, expect, it } from "vitest";
import { notificationsOf, parseNotification } from "./onvif-notifications.js";

// NotificationMessages as `onvif` hands them over (xml2js + linerase: prefixes off, "true" → true).
const message = (topic: string, data: Record<string, unknown>, operation = "Changed") => ({
  topic: { _: topic, $: { Dialect: "http://www.onvif.org/ver10/tev/topicExpression/ConcreteSet" } },
  message: {
    message: {
      $: { UtcTime: new Date(), PropertyOperation: operation },
      source: { simpleItem: { $: { Name: "VideoSourceConfigurationToken", Value: "VideoSourceToken" } } },
      data: { simpleItem: Object.entries(data).map(([Name, Value]) => ({ $: { Name, Value } })) },
    },
  },
});

describe("parseNotification", () => {
  it("knows the motion and tampering topics cameras send", () => {
    expect(parseNotification(message("tns1:RuleEngine/CellMotionDetector/Motion", { IsMotion: true }))).toEqual({ kind: "motion", active: true, initial: false, source: "VideoSourceToken" });
    expect(parseNotification(message("tns1:VideoSource/MotionAlarm", { State: false }))).toMatchObject({ kind: "motion", active: false });
    expect(parseNotification(message("tns1:VideoSource/GlobalSceneChange/ImagingService", { State: true }))).toMatchObject({ kind: "tamper", active: true });
    expect(parseNotification(message("tns1:RuleEngine/TamperDetector/Tamper", { IsTamper: "true" }))).toMatchObject({ kind: "tamper", active: true });
    expect(parseNotification(message("tns1:Device/Trigger/DigitalInput", { LogicalState: true }))).toBeNull();
  });

  it("marks the state a camera reports on subscribing as initial", () => {
    expect(parseNotification(message("tns1:VideoSource/MotionAlarm", { State: true }, "Initialized"))).toMatchObject({ active: true, initial: true });
  });

  it("ignores a known topic without its state item", () => {
    expect(parseNotification(message("tns1:VideoSource/MotionAlarm", { Other: true }))).toBeNull();
  });

  it("lists one or many messages of a PullMessages answer", () => {
    expect(notificationsOf({})).toEqual([]);
    expect(notificationsOf({ notificationMessage: { a: 1 } })).toEqual([{ a: 1 }]);
    expect(notificationsOf({ notificationMessage: [{ a: 1 }, { b: 2 }] })).toHaveLength(2);
  });
});
