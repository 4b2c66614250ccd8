import { emptySchema, emptyResultSchema } from "../schemas/common.js";
import {
  archiveAuthoritySchema,
  archiveAuthorityUpdateRequestSchema,
  archiveConditionsSchema,
  archiveCreateRequestSchema,
  archiveDeleteRequestSchema,
  archiveDeleteSchema,
  archiveDownloadSchema,
  archiveIdRequestSchema,
  archiveListRequestSchema,
  archiveListSchema,
  archiveSchema,
  archiveShareAccessRequestSchema,
  archiveShareCreatedSchema,
  archiveShareGetRequestSchema,
  archiveShareListSchema,
  archiveShareRequestSchema,
  archiveUpdateRequestSchema,
  archiveSharedVideoSchema,
  archiveVideoSchema,
} from "../schemas/archives.js";
import { defineEndpoints } from "./define.js";

const qry = ["vms_archives_qry"] as const;

/** Archives and sharing (spec §7 Archives: 14 calls). */
export const archiveEndpoints = defineEndpoints({
  "/archives/create": { summary: "Archives a channel's recorded range (a copy that outlives retention).", tag: "archives", auth: "session", anyOf: qry, request: archiveCreateRequestSchema, response: archiveSchema },
  "/archives/list": { summary: "Pages the archives the caller may see (20 a page) by status, title, sites, cameras and date.", tag: "archives", auth: "session", anyOf: qry, request: archiveListRequestSchema, response: archiveListSchema },
  "/archives/conditions": { summary: "What the archive filters offer: sites, cameras and states.", tag: "archives", auth: "session", anyOf: qry, request: emptySchema, response: archiveConditionsSchema },
  "/archives/update": { summary: "Renames an archive.", tag: "archives", auth: "session", anyOf: qry, request: archiveUpdateRequestSchema, response: archiveSchema },
  "/archives/delete": { summary: "Deletes archives with their files and links.", tag: "archives", auth: "session", anyOf: qry, request: archiveDeleteRequestSchema, response: archiveDeleteSchema },
  "/archives/share": { summary: "Creates a share link with a validity and an optional access code.", tag: "archives", auth: "session", anyOf: qry, request: archiveShareRequestSchema, response: archiveShareCreatedSchema },
  "/archives/share/get": { summary: "Lists an archive's share links; optionally revokes one first.", tag: "archives", auth: "session", anyOf: qry, request: archiveShareGetRequestSchema, response: archiveShareListSchema },
  "/archives/retry": { summary: "Copies a failed archive's range again.", tag: "archives", auth: "session", anyOf: qry, request: archiveIdRequestSchema, response: archiveSchema },
  "/archives/video/list": { summary: "The archive's MP4 link and signed evidence manifest.", tag: "archives", auth: "session", anyOf: qry, request: archiveIdRequestSchema, response: archiveVideoSchema },
  "/archives/video/no-token/list": { summary: "A shared archive's MP4 link and manifest, by share token (no account).", tag: "archives", auth: "public", request: archiveShareAccessRequestSchema, response: archiveSharedVideoSchema },
  "/archives/download-token/get": { summary: "A link to the archive's AVI with its manifest (needs the download right, else 5002).", tag: "archives", auth: "session", anyOf: qry, request: archiveIdRequestSchema, response: archiveDownloadSchema },
  "/archives/download-token/no-token/get": { summary: "A link to a shared archive's AVI when the link allows download.", tag: "archives", auth: "public", request: archiveShareAccessRequestSchema, response: archiveDownloadSchema },
  "/archives/authority/get": { summary: "Archive rights per role or user, and the caller's own.", tag: "archives", auth: "session", anyOf: qry, request: emptySchema, response: archiveAuthoritySchema },
  "/archives/authority/update": { summary: "Saves archive rights per role or user (administrators).", tag: "archives", auth: "session", anyOf: qry, request: archiveAuthorityUpdateRequestSchema, response: emptyResultSchema },
});
