import { z } from "zod/mini";
import { textSchema, uuidSchema } from "./primitives.js";
import { DEVICE_NAME_MAX } from "../devices/device-types.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { checkName } from "./validation.js";
import { vsOutputsConfigSchema } from "./vs-outputs.js";

// Devices (spec §3 Device, §4 device status and operations, §5 device name / time zone, §8 Device codes).

export const devTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(9), z.literal(10), z.literal(13)]);
/** 0 unknown, 1 online, 2 offline (spec §4). */
export const deviceStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const sn = textSchema().check(z.trim(), z.minLength(1), z.maxLength(64));

/** Device name: 0-32 characters, none forbidden (spec §5). */
export const deviceNameSchema = textSchema().check(z.maxLength(DEVICE_NAME_MAX * 4), z.superRefine((v, ctx) => {
  const problem = checkName(v, DEVICE_NAME_MAX, true);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}));

/** "{0000002A}": the device ID as 8-digit hex in braces (spec §9). */
export function formatDeviceId(deviceId: number): string {
  return `{${(deviceId >>> 0).toString(16).toUpperCase().padStart(8, "0")}}`;
}

/** Storage summary: SD card or disks (spec §3). */
export const storageSummarySchema = z.object({
  kind: z.enum(["sdCard", "disks", "none"]),
  /** normal, none, unformatted, formatting, full, error (worst disk for recorders). */
  status: z.string(),
  capacityMB: z.number().check(z.int()),
  freeMB: z.number().check(z.int()),
});

/** A device row of the asset page. */
export const deviceSchema = z.object({
  deviceId: z.number().check(z.int()),
  sn: z.string(),
  name: z.string(),
  devType: devTypeSchema,
  model: z.string(),
  version: z.string(),
  status: deviceStatusSchema,
  siteId: z.string(),
  siteName: z.string(),
  chlCount: z.number().check(z.int()),
  onlineChlCount: z.number().check(z.int()),
  timeZone: z.string(),
  language: z.string(),
  storage: z.nullable(storageSummarySchema),
  bindTime: z.number().check(z.int()),
  /** Last time the device was seen (epoch ms), 0 when never. */
  lastSeen: z.number().check(z.int()),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicePageRequestSchema = z.extend(pageQuerySchema, {
  siteId: z.optional(uuidSchema()),
  /** Also devices of sub-sites of `siteId` (default true). */
  includeSubSites: z._default(z.boolean(), true),
  devTypes: z.optional(z.array(devTypeSchema).check(z.maxLength(6))),
  status: z.optional(deviceStatusSchema),
  /** Matches the name or the SN. */
  keyword: z.optional(textSchema().check(z.trim(), z.maxLength(64))),
});
export const devicePageSchema = pageOf(deviceSchema);

export const deviceBindRequestSchema = z.object({
  sn,
  securityCode: textSchema().check(z.trim(), z.minLength(1), z.maxLength(64)),
  siteId: uuidSchema(),
  name: z.optional(deviceNameSchema),
});
export const deviceSnRequestSchema = z.object({ sn });
export const deviceEditRequestSchema = z.object({ sn, name: z.optional(deviceNameSchema), siteId: z.optional(uuidSchema()) });
export const securityCodeUpdateRequestSchema = z.object({ sn, newSecurityCode: textSchema().check(z.trim(), z.minLength(6), z.maxLength(32)) });

/** /device/info/get and /device/detail: the device with its channels and storage. */
export const deviceDetailSchema = z.extend(deviceSchema, {
  outputs: z.array(z.object({ index: z.number().check(z.int()), resolution: z.string() })),
  storageDetail: z.unknown(),
  mac: z.string(),
  ip: z.string(),
});
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;

/** Device operations of spec §4 that end in success, timeout or failure. */
export const deviceCmdSchema = z.enum(["reboot", "upgrade", "logUpload"]);
export type DeviceCmd = z.infer<typeof deviceCmdSchema>;
export const deviceTaskStateSchema = z.enum(["running", "success", "timeout", "failure"]);
export const deviceTaskSchema = z.object({
  taskId: z.string(),
  sn: z.string(),
  cmd: deviceCmdSchema,
  state: deviceTaskStateSchema,
  /** 0-100 (upgrade). */
  progress: z.number().check(z.int()),
  /** Failure code when state is failure or timeout. */
  code: z.nullable(z.number().check(z.int())),
  startTime: z.number().check(z.int()),
  endTime: z.nullable(z.number().check(z.int())),
});
export type DeviceTask = z.infer<typeof deviceTaskSchema>;
export const devCmdCheckRequestSchema = z.object({ sn, cmd: deviceCmdSchema });
export const devCmdCheckSchema = z.object({
  online: z.boolean(),
  supported: z.boolean(),
  /** The latest firmware for the device's model (upgrade), else "". */
  latestVersion: z.string(),
  upgradable: z.boolean(),
  /** The device's latest task of this kind, if any. */
  task: z.nullable(deviceTaskSchema),
});
export const devCmdExecuteRequestSchema = z.object({ sn, cmd: deviceCmdSchema });
export const devCmdExecuteSchema = z.object({ task: deviceTaskSchema });

export const deviceLogListRequestSchema = z.extend(pageQuerySchema, { sn });
export const deviceLogSchema = z.object({ logId: z.string(), fileName: z.string(), size: z.number().check(z.int()), createTime: z.number().check(z.int()) });
export const deviceLogPageSchema = pageOf(deviceLogSchema);
export const deviceLogDownloadRequestSchema = z.object({ logId: uuidSchema() });
export const deviceLogDownloadSchema = z.object({ fileName: z.string(), content: z.string() });

/** Device configuration sections (device detail tabs of spec §2). */
export const configSectionSchema = z.enum(["language", "timeZone", "network", "vsOutputs"]);
export const languageConfigSchema = z.object({ language: textSchema().check(z.maxLength(16)) });
/** Spec §5: time-zone text must contain GMT with hours and optional minutes. */
export const timeZoneConfigSchema = z.object({ timeZone: textSchema().check(z.regex(/^GMT[+-]\d{2}(:\d{2})?$/)), dst: z._default(z.boolean(), false) });
const ipv4 = textSchema().check(z.regex(/^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/));
export const networkConfigSchema = z.object({
  dhcp: z.boolean(),
  ip: ipv4,
  mask: ipv4,
  gateway: ipv4,
  dns1: ipv4,
  dns2: z.union([ipv4, z.literal("")]),
  /** Read-only. */
  mac: z.optional(textSchema()),
});
export const configGetRequestSchema = z.object({ sn, section: configSectionSchema });
export const configValueSchema = z.discriminatedUnion("section", [
  z.object({ section: z.literal("language"), value: languageConfigSchema }),
  z.object({ section: z.literal("timeZone"), value: timeZoneConfigSchema }),
  z.object({ section: z.literal("network"), value: networkConfigSchema }),
  /** Viewing stations only. */
  z.object({ section: z.literal("vsOutputs"), value: vsOutputsConfigSchema }),
]);
export const configSetRequestSchema = z.object({ sn, config: configValueSchema });

/** Device notification settings (/monitor/dev-notify/*): which device events notify whom. */
export const DEVICE_NOTIFY_EVENTS = ["offline", "online", "diskError", "diskFull", "upgradeDone"] as const;
export const devNotifySchema = z.object({
  sn: textSchema(),
  enabled: z.boolean(),
  events: z.array(z.enum(DEVICE_NOTIFY_EVENTS)),
  /** Users notified (ids of the organization). */
  recipients: z.array(uuidSchema()).check(z.maxLength(200)),
});
export const devNotifySaveRequestSchema = devNotifySchema;

/**
 * Pass-through of a device API (spec §7 transportApi: storage and both PTZ dialects). The track and
 * cruise group calls are ours (§7 names none; docs/device-protocol.md), and so is the site bridge's
 * status `queryBridgeCameras` (issue 30; answer: `bridgeCamerasSchema`).
 */
export const TRANSPORT_APIS = [
  "queryStorageDevInfo", "queryAllDisksHealthStatus", "queryDiskSmartInfo", "formatDisk", "GetSdCardStatus_I", "FormatSdCard_I",
  "PtzGetCaps_I", "PtzGetPresets_I", "PtzGotoPreset_I", "PtzModifyPresetPosition_I", "PtzDeletePreset_I", "PtzGetCruises_I",
  "PtzGetCruise_I", "PtzAddCruise_I", "PtzModifyCruise_I", "PtzDeleteCruise_I", "PtzRunCruise_I", "PtzStopCruise_I",
  "PtzGetTracks_I", "PtzStartRecordTrack_I", "PtzStopRecordTrack_I", "PtzRunTrack_I", "PtzStopTrack_I", "PtzRenameTrack_I",
  "PtzDeleteTrack_I", "PtzGetCruiseGroups_I", "PtzGetCruiseGroup_I", "PtzAddCruiseGroup_I", "PtzModifyCruiseGroup_I",
  "PtzDeleteCruiseGroup_I", "PtzRunCruiseGroup_I", "PtzStopCruiseGroup_I",
  "PtzControl_I", "AZControl_I",
  "queryChlPresetList", "createChlPreset", "delChlPreset", "goToPtzPreset", "editChlPresetPosition", "editChlPreset",
  "queryChlCruiseList", "queryChlCruise", "createChlCruise", "delChlCruise", "runPtzCruise", "stopPtzCruise", "editChlCruise",
  "queryChlTrackList", "startChlTrackRecord", "stopChlTrackRecord", "runPtzTrack", "stopPtzTrack", "editChlTrack", "delChlTrack",
  "queryChlCruiseGroupList", "queryChlCruiseGroup", "createChlCruiseGroup", "editChlCruiseGroup", "delChlCruiseGroup",
  "runPtzCruiseGroup", "stopPtzCruiseGroup",
  "queryBridgeCameras",
] as const;
export const transportApiSchema = z.enum(TRANSPORT_APIS);
export const transportRequestSchema = z.object({
  sn,
  chlIndex: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(256))),
  api: transportApiSchema,
  params: z._default(z.record(textSchema(), z.unknown()), {}),
});
/** The device's answer: `code` 200 and a status other than "failed" is success (spec §4). */
export const transportResultSchema = z.object({ code: z.number().check(z.int()), status: z.string(), data: z.unknown() });

/** /vs-device/list: viewing stations with their outputs. */
export const viewingStationListSchema = z.object({ list: z.array(deviceDetailSchema) });
