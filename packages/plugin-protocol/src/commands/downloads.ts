import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

/** Download task states (spec §4): prepare, continue (downloading), pause, finish, startFailed. */
export const DOWNLOAD_STATUSES = ["prepare", "continue", "pause", "finish", "startFailed"] as const;
/** Sources a download task reads from (spec §3). */
export const DOWNLOAD_TYPES = ["cloud", "cloudArchive"] as const;
/** CreateDownloadTask results (spec §7): 0 created; 1 and others are failures. */
export const DOWNLOAD_CREATE_RESULT = { CREATED: 0, FAILED: 1 } as const;

const taskSource = {
  sn: common.sn(),
  chlIndex: common.chlIndex(),
  startTime: common.dateTime(),
  endTime: common.dateTime(),
  type: f.enum(DOWNLOAD_TYPES),
  siteName: f.str({ maxLength: 128 }),
  chlName: f.str({ maxLength: 128 }),
};

/** Download commands (spec §7; task fields of spec §3). */
export const downloadCommands = defineCommands({
  CreateDownloadTask: {
    summary: "Queue an AVI download of a recording range; result 0 means created.",
    params: { ...taskSource, fileName: f.str({ minLength: 1, maxLength: 255, pattern: /\.avi$/ }) },
    response: { taskId: f.str(), result: f.int() },
  },
  GetStartDownLoadTask: {
    summary: "Every download task with its progress (the console polls every 3 s).",
    params: NONE,
    response: {
      tasks: f.list(
        f.obj({
          ...taskSource,
          taskId: f.str({ minLength: 1 }),
          fileName: f.str(),
          status: f.enum(DOWNLOAD_STATUSES),
          speed: f.num({ min: 0 }),
          progress: f.int({ min: 0, max: 100 }),
          createTime: common.dateTime(),
        }),
      ),
    },
  },
  StartDownloadApp: { summary: "Start the plugin's download helper.", params: NONE, response: NONE },
  OpenDownLoadFolder: { summary: "Open the download folder, showing one task's file when taskId is given.", params: { taskId: f.optStr() }, response: NONE },
  ControlDownLoadTask: {
    summary: "Pause a downloading task or continue a paused / failed one.",
    params: { taskId: f.str({ minLength: 1 }), action: f.enum(["pause", "continue"]) },
    response: NONE,
  },
  DeleteDownLoadTask: { summary: "Delete one or more tasks.", params: { taskIds: f.list(f.str({ minLength: 1 }), { minItems: 1 }) }, response: NONE },
} satisfies Record<string, CommandDef<Shape, Shape>>);
