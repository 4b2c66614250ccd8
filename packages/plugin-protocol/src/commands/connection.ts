import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

/** Tokens and connection commands (spec §7; cloud token fields of spec §3). */
export const connectionCommands = defineCommands({
  updateCloudToken: {
    summary: "Give the plugin the storage token for a channel's cloud recordings.",
    params: {
      sn: common.sn(),
      chlIndex: common.chlIndex(),
      ossType: f.str(),
      bucketName: f.str(),
      storageUrl: f.str(),
      resourceType: f.str(),
      storageToken: f.obj({
        accessKey: f.str(),
        secret: f.str(),
        securityToken: f.str(),
        protocol: f.str(),
        port: f.int({ min: 0, max: 65535 }),
        server: f.str(),
        region: f.str(),
        durationSeconds: f.int({ min: 0 }),
      }),
    },
    response: NONE,
  },
  updateDatoken: {
    summary: "Give the plugin a fresh device access token (after code 5).",
    params: { sn: common.sn(), token: f.str({ minLength: 1 }) },
    response: NONE,
  },
  pushDevice: {
    summary: "Tell the plugin about a device it may connect to.",
    params: { sn: common.sn(), token: f.str({ minLength: 1 }), devType: f.optInt({ min: 1 }) },
    response: NONE,
  },
  popDevice: { summary: "Forget a device.", params: { sn: common.sn() }, response: NONE },
  getOCXVersion: { summary: "The installed plugin's version, e.g. 1.0.0.1914.", params: NONE, response: { version: f.str({ pattern: /^\d+(\.\d+)*$/ }) } },
  connectToServer: {
    summary: "Point the plugin at the media relay server.",
    params: {
      serverAddress: f.str({ minLength: 1, maxLength: 253 }),
      serverPort: f.int({ min: 1, max: 65535 }),
      clientToken: f.str({ minLength: 1 }),
      ispCode: f.str(),
      customID: f.str(),
    },
    response: NONE,
  },
  heartbeat: { summary: "Keep-alive sent every 30 s (protocol addition; spec §7 names only the interval).", params: NONE, response: NONE },
} satisfies Record<string, CommandDef<Shape, Shape>>);
