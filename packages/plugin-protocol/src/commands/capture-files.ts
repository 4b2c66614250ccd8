import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

const savedFile = { fileName: f.str({ minLength: 1 }), filePath: common.filePath(), createTime: common.dateTime() };

/** Capture and file commands (spec §7). */
export const captureFileCommands = defineCommands({
  snap: {
    summary: "Grab the current frame of a window as a base64 JPEG, for an in-page preview.",
    params: { winIndex: common.winIndex() },
    response: { imageData: f.str() },
  },
  SnapPicture: {
    summary: "Save a snapshot of a window to the snapshot folder. Code 3 means retry after 3 s.",
    params: { winIndex: common.winIndex(), fileName: f.optStr({ maxLength: 255 }) },
    response: savedFile,
  },
  RequestSnapRecord: {
    summary: "The newest snapshots or recordings made in the plugin (at most 5 are kept).",
    params: { type: f.enum(["snap", "record"]) },
    response: {
      files: f.list(f.obj({ ...savedFile, errorCode: f.optInt() }), { maxItems: 5 }),
    },
  },
  OpenSnapRecordFile: { summary: "Open a snapshot or recording with the system viewer.", params: { filePath: common.filePath() }, response: NONE },
  OpenFileBrowser: {
    summary: "Let the user choose a folder; the response carries the chosen path (empty when cancelled).",
    params: { purpose: f.enum(["snap", "record", "download"]) },
    response: { path: f.str() },
  },
  OpenFilePath: { summary: "Show a file or folder in the system file manager.", params: { filePath: common.filePath() }, response: NONE },
  QueryFileStatus: { summary: "Whether a file exists (codes 301/304 when not readable).", params: { filePath: common.filePath() }, response: { exists: f.bool() } },
  WriteBufferFile: {
    summary: "Write base64 data to a file in the download folder (e.g. an exported picture).",
    params: { fileName: f.str({ minLength: 1, maxLength: 255 }), data: f.str() },
    response: { filePath: common.filePath() },
  },
  SetLocalPathConfig: {
    summary: "Set the folders for snapshots, recordings and downloads.",
    params: { snapPath: f.opt(common.filePath()), recordPath: f.opt(common.filePath()), downloadPath: f.opt(common.filePath()) },
    response: NONE,
  },
} satisfies Record<string, CommandDef<Shape, Shape>>);
