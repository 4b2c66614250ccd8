import { emptySchema } from "../schemas/common.js";
import { chlStatusRequestSchema, chlStatusSchema, siteChlTreeSchema } from "../schemas/live-tree.js";
import { defineEndpoints } from "./define.js";

/** The live channel tree and channel online states (spec §7 "Devices"), scoped to the caller's visible sites. */
export const liveTreeEndpoints = defineEndpoints({
  "/merchant-site-chl/list": { summary: "Visible sites with their devices and channels (the live tree).", tag: "live", auth: "session", request: emptySchema, response: siteChlTreeSchema },
  "/collection/chl/status": { summary: "Online states of the given channels.", tag: "live", auth: "session", request: chlStatusRequestSchema, response: chlStatusSchema },
});
