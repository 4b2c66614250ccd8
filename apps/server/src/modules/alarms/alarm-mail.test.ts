import { describe, expect, it } from "vitest";
import { createMailLimiter, createRepeatGate, renderAlarmMail } from "./alarm-mail.js";

describe("alarm mail rate limits (spec §2 Alarm rules: a storm does not send 1000 mails)", () => {
  it("one mail per rule and address per window; other rules and addresses are independent", () => {
    const limiter = createMailLimiter({ perAddressWindowMs: 60_000, orgPerMinute: 100 });
    expect(limiter.allow("org", "r1", "a@x.test", 0)).toBe(true);
    expect(limiter.allow("org", "r1", "A@X.test", 1_000)).toBe(false);
    expect(limiter.allow("org", "r2", "a@x.test", 1_000)).toBe(true);
    expect(limiter.allow("org", "r1", "b@x.test", 1_000)).toBe(true);
    expect(limiter.allow("org", "r1", "a@x.test", 60_000)).toBe(true);
    expect(limiter.suppressed()).toBe(1);
  });

  it("at most orgPerMinute mails per organization per minute", () => {
    const limiter = createMailLimiter({ perAddressWindowMs: 0, orgPerMinute: 3 });
    const sent = Array.from({ length: 1000 }, (_, i) => limiter.allow("org", `r${i}`, "a@x.test", i)).filter(Boolean).length;
    expect(sent).toBe(3);
    expect(limiter.allow("other", "r", "a@x.test", 10)).toBe(true);
    expect(limiter.allow("org", "r", "a@x.test", 60_000)).toBe(true);
  });
});

describe("repeat interval (spec §9: 10, 15, 30, 60, 300 s)", () => {
  it("suppresses repeats of one key within the interval", () => {
    const gate = createRepeatGate();
    expect(gate.allow("rule/cam/1", 10_000, 0)).toBe(true);
    expect(gate.allow("rule/cam/1", 10_000, 9_999)).toBe(false);
    expect(gate.allow("rule/cam/2", 10_000, 9_999)).toBe(true);
    expect(gate.allow("rule/cam/1", 10_000, 10_000)).toBe(true);
  });
});

describe("renderAlarmMail", () => {
  const extra = { offsetMinutes: 480, link: "https://vms.example.test/alerts?alarm=a1", snapshot: Buffer.from([0xff, 0xd8, 0xff]) };
  it("names the rule, camera, site and plate, and escapes HTML", () => {
    const mail = renderAlarmMail("en-US", { ...extra, ruleName: "<Gate>", eventType: "PLATE", channelName: "Cam 1", siteName: "Yard", plate: "AB123", at: new Date(Date.UTC(2026, 10, 24, 8)) });
    expect(mail.subject).toBe("Alarm: <Gate> on Cam 1");
    expect(mail.text).toContain("Plate: AB123.");
    // Issue 28: the camera's local time with its zone, the type's name, the site and a link to the alarm.
    expect(mail.text).toContain("Rule: <Gate>. Event: Plate recognition. Camera: Cam 1. Site: Yard. Time: 2026-11-24 16:00:00 (GMT+08:00).");
    expect(mail.text).toContain("Open the alarm: https://vms.example.test/alerts?alarm=a1");
    expect(mail.html).toContain('<a href="https://vms.example.test/alerts?alarm=a1">');
    expect(mail.html).toContain('<img src="cid:alarm-snapshot@vms"');
    expect(mail.attachments).toEqual([{ filename: "snapshot.jpg", content: extra.snapshot, contentType: "image/jpeg", cid: "alarm-snapshot@vms" }]);
    expect(mail.html).toContain("&lt;Gate&gt;");
    expect(mail.html).not.toContain("<Gate>");
  });

  it("uses the shared mail layout: signature after '-- ' and the footer in HTML", () => {
    const mail = renderAlarmMail("zh-CN", { ...extra, snapshot: null, offsetMinutes: -90, ruleName: "Gate", eventType: "PLATE", channelName: "Cam 1", siteName: "Yard", plate: null, at: new Date(0) });
    // Issue 28: the type's name in zh-CN; a zone west of UTC; no image part without a snapshot.
    expect(mail.text).toContain("车牌识别");
    expect(mail.text).toContain("1969-12-31 22:30:00（GMT-01:30）");
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain("cid:");
    expect(mail.text).toMatch(/\n-- \n.+\n$/);
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.html).toContain('font-size:12px');
  });
});
