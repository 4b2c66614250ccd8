/** Device types of spec §3 (`devType`). */
export const DEV_TYPE = { IPC: 1, NVR: 2, DVR: 3, CARD_IPC: 9, DOORBELL_IPC: 10, VIEWING_STATION: 13 } as const;
/** A `devType` value. */
export type DevType = (typeof DEV_TYPE)[keyof typeof DEV_TYPE];

/** Stable English names of the device types. */
export const DEV_TYPE_NAMES: Readonly<Record<DevType, string>> = {
  1: "IPC",
  2: "NVR",
  3: "DVR",
  9: "CARD_IPC",
  10: "DOORBELL_IPC",
  13: "Viewing Station",
};

/** Channel capabilities of spec §3 (`supportFun`). */
export const SUPPORT_FUN = ["az", "ptz", "baseptz", "intptz"] as const;
/** One `supportFun` capability. */
export type SupportFun = (typeof SUPPORT_FUN)[number];

/** Device online status of spec §4: 0 unknown, 1 online, 2 offline. */
export const DEVICE_STATUS = { UNKNOWN: 0, ONLINE: 1, OFFLINE: 2 } as const;
/** A device status value. */
export type DeviceStatus = (typeof DEVICE_STATUS)[keyof typeof DEVICE_STATUS];

/** Channel online status of spec §4: 0 offline, 1 online. */
export const CHANNEL_STATUS = { OFFLINE: 0, ONLINE: 1 } as const;
/** A channel status value. */
export type ChannelStatus = (typeof CHANNEL_STATUS)[keyof typeof CHANNEL_STATUS];
/** True for an online device or channel (spec §4: 1 online for both). */
export const isOnlineStatus = (status: number): boolean => status === DEVICE_STATUS.ONLINE;
/** A stored channel status as it goes on the wire: online, or else offline (spec §4). */
export const channelStatusOf = (status: number): ChannelStatus => (isOnlineStatus(status) ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE);

/** Channel counts offered by recorders: spec §3 NVR/DVR range 4-64. */
export const RECORDER_CHANNEL_COUNTS = [4, 8, 16, 32, 64] as const;

/** Viewing-station video outputs (spec §9): 2, each 1920x1080 by default. */
export const VIEWING_STATION_OUTPUTS = { COUNT: 2, DEFAULT_RESOLUTION: "1920x1080" } as const;

/** Longest device name (spec §9: 0-32 characters). */
export const DEVICE_NAME_MAX = 32;
