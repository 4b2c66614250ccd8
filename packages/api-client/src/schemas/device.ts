import { z } from "zod";
import { textSchema } from "./primitives.js";
import { DEVICE_NAME_MAX } from "../devices/device-types.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { checkName } from "./validation.js";
import { vsOutputsConfigSchema } from "./vs-outputs.js";

// Devices (spec §3 Device, §4 device status and operations, §5 device name / time zone, §8 Device codes).

export const devTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(9), z.literal(10), z.literal(13)]);
/** 0 unknown, 1 online, 2 offline (spec §4). */
export const deviceStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const sn = textSchema().trim().min(1).max(64);

/** Device name: 0-32 characters, none forbidden (spec §5). */
export const deviceNameSchema = textSchema().max(DEVICE_NAME_MAX * 4).superRefine((v, ctx) => {
  const problem = checkName(v, DEVICE_NAME_MAX, true);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** "{0000002A}": the device ID as 8-digit hex in braces (spec §9). */
export function formatDeviceId(deviceId: number): string {
  return `{${(deviceId >>> 0).toString(16).toUpperCase().padStart(8, "0")}}`;
}

/** Storage summary: SD card or disks (spec §3). */
export const storageSummarySchema = z.object({
  kind: z.enum(["sdCard", "disks", "none"]),
  /** normal, none, unformatted, formatting, full, error (worst disk for recorders). */
  status: z.string(),
  capacityMB: z.number().int(),
  freeMB: z.number().int(),
});

/** A device row of the asset page. */
export const deviceSchema = z.object({
  deviceId: z.number().int(),
  sn: z.string(),
  name: z.string(),
  devType: devTypeSchema,
  model: z.string(),
  version: z.string(),
  status: deviceStatusSchema,
  siteId: z.string(),
  siteName: z.string(),
  chlCount: z.number().int(),
  onlineChlCount: z.number().int(),
  timeZone: z.string(),
  language: z.string(),
  storage: storageSummarySchema.nullable(),
  bindTime: z.number().int(),
  /** Last time the device was seen (epoch ms), 0 when never. */
  lastSeen: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicePageRequestSchema = pageQuerySchema.extend({
  siteId: textSchema().max(64).optional(),
  /** Also devices of sub-sites of `siteId` (default true). */
  includeSubSites: z.boolean().default(true),
  devTypes: z.array(devTypeSchema).max(6).optional(),
  status: deviceStatusSchema.optional(),
  /** Matches the name or the SN. */
  keyword: textSchema().trim().max(64).optional(),
});
export const devicePageSchema = pageOf(deviceSchema);

export const deviceBindRequestSchema = z.object({
  sn,
  securityCode: textSchema().trim().min(1).max(64),
  siteId: textSchema().max(64),
  name: deviceNameSchema.optional(),
});
export const deviceSnRequestSchema = z.object({ sn });
export const deviceEditRequestSchema = z.object({ sn, name: deviceNameSchema.optional(), siteId: textSchema().max(64).optional() });
export const securityCodeUpdateRequestSchema = z.object({ sn, newSecurityCode: textSchema().trim().min(6).max(32) });

/** /device/info/get and /device/detail: the device with its channels and storage. */
export const deviceDetailSchema = deviceSchema.extend({
  outputs: z.array(z.object({ index: z.number().int(), resolution: z.string() })),
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
  progress: z.number().int(),
  /** Failure code when state is failure or timeout. */
  code: z.number().int().nullable(),
  startTime: z.number().int(),
  endTime: z.number().int().nullable(),
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
  task: deviceTaskSchema.nullable(),
});
export const devCmdExecuteRequestSchema = z.object({ sn, cmd: deviceCmdSchema });
export const devCmdExecuteSchema = z.object({ task: deviceTaskSchema });

export const deviceLogListRequestSchema = pageQuerySchema.extend({ sn });
export const deviceLogSchema = z.object({ logId: z.string(), fileName: z.string(), size: z.number().int(), createTime: z.number().int() });
export const deviceLogPageSchema = pageOf(deviceLogSchema);
export const deviceLogDownloadRequestSchema = z.object({ logId: textSchema().max(64) });
export const deviceLogDownloadSchema = z.object({ fileName: z.string(), content: z.string() });

/** Device configuration sections (device detail tabs of spec §2). */
export const configSectionSchema = z.enum(["language", "timeZone", "network", "vsOutputs"]);
export const languageConfigSchema = z.object({ language: textSchema().max(16) });
/** Spec §5: time-zone text must contain GMT with hours and optional minutes. */
export const timeZoneConfigSchema = z.object({ timeZone: textSchema().regex(/^GMT[+-]\d{2}(:\d{2})?$/), dst: z.boolean().default(false) });
const ipv4 = textSchema().regex(/^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/);
export const networkConfigSchema = z.object({
  dhcp: z.boolean(),
  ip: ipv4,
  mask: ipv4,
  gateway: ipv4,
  dns1: ipv4,
  dns2: ipv4.or(z.literal("")),
  /** Read-only. */
  mac: textSchema().optional(),
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
  recipients: z.array(textSchema().max(64)).max(200),
});
export const devNotifySaveRequestSchema = devNotifySchema;

/**
 * Pass-through of a device API (spec §7 transportApi: storage and both PTZ dialects). The track and
 * cruise group calls are ours (§7 names none; docs/device-protocol.md).
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
] as const;
export const transportApiSchema = z.enum(TRANSPORT_APIS);
export const transportRequestSchema = z.object({
  sn,
  chlIndex: z.number().int().min(0).max(256).optional(),
  api: transportApiSchema,
  params: z.record(textSchema(), z.unknown()).default({}),
});
/** The device's answer: `code` 200 and a status other than "failed" is success (spec §4). */
export const transportResultSchema = z.object({ code: z.number().int(), status: z.string(), data: z.unknown() });

/** /vs-device/list: viewing stations with their outputs. */
export const viewingStationListSchema = z.object({ list: z.array(deviceDetailSchema) });
