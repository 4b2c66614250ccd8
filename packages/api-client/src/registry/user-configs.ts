import { emptyResultSchema } from "../schemas/common.js";
import {
  userConfigDeleteRequestSchema,
  userConfigListRequestSchema,
  userConfigListSchema,
  userConfigPutRequestSchema,
  userConfigSchema,
} from "../schemas/user-configs.js";
import { defineEndpoints } from "./define.js";

/** Per-user configs: layouts, viewing-station views, archive rights … (spec §3 "User config", §7). */
export const userConfigEndpoints = defineEndpoints({
  "/user-configs/list": { summary: "The caller's configs of one type.", tag: "user-configs", auth: "session", request: userConfigListRequestSchema, response: userConfigListSchema },
  "/user-configs/put": { summary: "Creates or replaces one of the caller's configs.", tag: "user-configs", auth: "session", request: userConfigPutRequestSchema, response: userConfigSchema },
  "/user-configs/delete": { summary: "Deletes one of the caller's configs.", tag: "user-configs", auth: "session", request: userConfigDeleteRequestSchema, response: emptyResultSchema },
});
