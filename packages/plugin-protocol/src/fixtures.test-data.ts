// Sample values for every command and event, shared by the round-trip tests. Typed by the command
// table, so adding a command without a sample fails typecheck.
import type { CommandName, EventDataOf, EventType, ParamsOf, ResultOf } from "./types.js";

const T1 = "2024-05-01 08:00:00";
const T2 = "2024-05-01 09:30:00";
const rect = { x: 10, y: 20, width: 640, height: 360 };

/** One valid parameter object per command. */
export const SAMPLE_PARAMS: { [C in CommandName]: ParamsOf<C> } = {
  preview: { winIndex: 1, sn: "N0A1B2C3D4", chlIndex: 1, siteName: "HQ & Co", channelName: "Gate <1>", streamMode: "main" },
  bindChannelWin: { winIndex: 2, sn: "N0A1B2C3D4", chlIndex: 3 },
  unBindChannelWin: { winIndex: 2 },
  stop: { winIndex: 4 },
  playback: { winIndex: 1, sn: "N0A1B2C3D4", chlIndex: 2, startTime: T1, endTime: T2, playTime: T1, streamMode: "sub" },
  cloudPlayback: { winIndex: 3, sn: "N0A1B2C3D4", chlIndex: 2, startTime: T1, endTime: T2 },
  searchRECDate: { sn: "N0A1B2C3D4", chlIndex: 1, startTime: "2024-05-01 00:00:00", endTime: "2024-05-31 23:59:59", eventTypes: ["MOTION", "SCHEDULE"] },
  searchRECLog: {
    sn: "N0A1B2C3D4",
    chlIndex: 1,
    startTime: T1,
    endTime: T2,
    eventTypes: ["MOTION", "MANUAL", "SCHEDULE", "SENSOR", "POS", "SMART_MOTION", "PERIMETER", "PLATE", "OTHER"],
  },
  splitCtrl: { splitNum: 9 },
  DisplayPlugin: { visible: false },
  fullScreen: {},
  ExitFullScreen: {},
  SetPluginSize: rect,
  SetTransparentArea: { areas: [rect, { x: 0, y: 0, width: 100, height: 50 }] },
  RestoreTransparentArea: {},
  syncAllWin: {},
  asynAllWin: {},
  pauseAllWin: {},
  resumeAllWin: {},
  switchSelectedWindow: { winIndex: 16 },
  PlayBackStatus: { winIndex: 1 },
  SetVolume: { winIndex: 1, volume: 0 },
  SetPlaybackSpeed: { winIndex: 2, speed: 0.25 },
  SetPlayMode: { mode: "cloud" },
  snap: { winIndex: 1 },
  SnapPicture: { winIndex: 1, fileName: "gate_20240501.jpg" },
  RequestSnapRecord: { type: "record" },
  OpenSnapRecordFile: { filePath: "C:\\Users\\me\\Pictures\\a.jpg" },
  OpenFileBrowser: { purpose: "download" },
  OpenFilePath: { filePath: "/Users/me/Movies" },
  QueryFileStatus: { filePath: "/Users/me/Movies/a.avi" },
  WriteBufferFile: { fileName: "export.png", data: "iVBORw0KGgo=" },
  SetLocalPathConfig: { snapPath: "/snaps", downloadPath: "/downloads" },
  CreateDownloadTask: {
    sn: "N0A1B2C3D4", chlIndex: 1, startTime: T1, endTime: T2, type: "cloud", siteName: "HQ", chlName: "Gate", fileName: "HQ_Gate_20240501080000_20240501093000.avi",
  },
  GetStartDownLoadTask: {},
  StartDownloadApp: {},
  OpenDownLoadFolder: { taskId: "t-1" },
  ControlDownLoadTask: { taskId: "t-1", action: "pause" },
  DeleteDownLoadTask: { taskIds: ["t-1", "t-2"] },
  updateCloudToken: {
    sn: "N0A1B2C3D4", chlIndex: 1, ossType: "s3", bucketName: "vms-video", storageUrl: "https://s3.example.com", resourceType: "video",
    storageToken: { accessKey: "AK", secret: "SK", securityToken: "ST==", protocol: "https", port: 443, server: "s3.example.com", region: "eu-west-1", durationSeconds: 3600 },
  },
  updateDatoken: { sn: "N0A1B2C3D4", token: "dev-token" },
  pushDevice: { sn: "N0A1B2C3D4", token: "dev-token", devType: 2 },
  popDevice: { sn: "N0A1B2C3D4" },
  getOCXVersion: {},
  connectToServer: { serverAddress: "relay.example.com", serverPort: 6003, clientToken: "ct", ispCode: "", customID: "c-9" },
  heartbeat: {},
  ptz: { winIndex: 1, actionCmd: "LEFT_UP", speed: 8 },
  videoZoom: { winIndex: 1, enable: true, level: 4 },
  "3dSwitch": { winIndex: 2, enable: false },
  aspectRatio: { winIndex: 1, ratio: "stretch" },
  OperatePluginWindow: { action: "minimize" },
  PluginParentWinChange: { state: "inactive" },
  SetWindowText: { winIndex: 1, text: "  HQ / Gate 1  " },
};

/** Sample data of a successful response, for the commands that return data. */
export const SAMPLE_RESULTS: Partial<{ [C in CommandName]: ResultOf<C> }> = {
  searchRECDate: { dates: ["2024-05-01", "2024-05-03"] },
  searchRECLog: { records: [{ startTime: T1, endTime: T2, eventType: "MOTION" }] },
  PlayBackStatus: { playStatus: "playing", playTime: T1 },
  snap: { imageData: "/9j/4AAQ" },
  SnapPicture: { fileName: "a.jpg", filePath: "/snaps/a.jpg", createTime: T1 },
  RequestSnapRecord: { files: [{ fileName: "a.avi", filePath: "/rec/a.avi", createTime: T1, errorCode: 0 }, { fileName: "b.avi", filePath: "/rec/b.avi", createTime: T2 }] },
  OpenFileBrowser: { path: "" },
  QueryFileStatus: { exists: true },
  WriteBufferFile: { filePath: "/downloads/export.png" },
  CreateDownloadTask: { taskId: "t-1", result: 0 },
  GetStartDownLoadTask: {
    tasks: [
      { taskId: "t-1", fileName: "a.avi", status: "continue", speed: 512.5, progress: 40, createTime: T1, sn: "N0A1B2C3D4", chlIndex: 1, startTime: T1, endTime: T2, type: "cloudArchive", siteName: "HQ", chlName: "Gate" },
    ],
  },
  getOCXVersion: { version: "1.0.0.1914" },
};

/** One valid data object per event. */
export const SAMPLE_EVENTS: { [E in EventType]: EventDataOf<E> } = {
  windowSelected: { winIndex: 3 },
  playStatus: { winIndex: 1, playStatus: "ended" },
  fullScreenChanged: { fullScreen: false },
  deviceTokenExpired: { sn: "N0A1B2C3D4", code: 5 },
  cloudTokenExpired: { sn: "N0A1B2C3D4", chlIndex: 2 },
  recordFinished: { winIndex: 1, fileName: "r.avi", filePath: "/rec/r.avi" },
  downloadProgress: { taskId: "t-1", status: "finish", progress: 100, speed: 0 },
};
