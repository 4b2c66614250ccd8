import { isStorableText, type DeviceCommandName, type DeviceFrame, type HelloFrame } from "@vms/api-client";

/** The frames that change a device's report. */
export type ReportFrame = Extract<DeviceFrame, { type: "status" | "storage" | "config" }>;

function textField(value: unknown, field: string): string | null {
  const v = value && typeof value === "object" ? (value as Record<string, unknown>)[field] : undefined;
  // A config value is free-form: only storable text may enter the report (PostgreSQL refuses NUL).
  return typeof v === "string" && v.length <= 16 && isStorableText(v) ? v : null;
}

function withConfig(report: HelloFrame, section: unknown, value: unknown): HelloFrame {
  if (section === "timeZone") {
    const timeZone = textField(value, "timeZone");
    return timeZone === null ? report : { ...report, timeZone };
  }
  if (section === "language") {
    const language = textField(value, "language");
    return language === null ? report : { ...report, language };
  }
  if (section === "network") {
    // /device/detail shows the address from the report: a new one must replace it at once.
    const ip = textField(value, "ip");
    return ip === null || ip === report.ip ? report : { ...report, ip };
  }
  return report;
}

/**
 * The report after a device frame. Returns a new object (never mutates): listeners that kept the
 * report of an earlier event must not see it change under them.
 */
export function applyDeviceFrame(report: HelloFrame, frame: ReportFrame): HelloFrame {
  if (frame.type === "storage") return { ...report, storage: frame.storage };
  if (frame.type === "config") return withConfig(report, frame.section, frame.value);
  const states = new Map(frame.channels.map((c) => [c.chlIndex, c.online]));
  return {
    ...report,
    channels: report.channels.map((c) => (states.has(c.chlIndex) ? { ...c, online: states.get(c.chlIndex) as boolean } : c)),
  };
}

/** The report after a successful command that changes it (configSet, channelSet), else null. */
export function applyCommandResult(report: HelloFrame, name: DeviceCommandName, params: Record<string, unknown>, data: unknown): HelloFrame | null {
  if (name === "configSet") {
    const next = withConfig(report, params["section"], data);
    return next === report ? null : next;
  }
  if (name === "channelSet" && typeof params["chlIndex"] === "number" && typeof params["enabled"] === "boolean") {
    const { chlIndex, enabled } = params as { chlIndex: number; enabled: boolean };
    const online = data && typeof data === "object" && typeof (data as { online?: unknown }).online === "boolean" ? (data as { online: boolean }).online : null;
    return {
      ...report,
      channels: report.channels.map((c) => (c.chlIndex === chlIndex ? { ...c, enabled, online: online ?? c.online } : c)),
    };
  }
  return null;
}
