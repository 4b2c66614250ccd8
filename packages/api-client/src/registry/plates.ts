import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import {
  plateAddRequestSchema,
  plateDeleteRequestSchema,
  plateEditRequestSchema,
  plateGroupAddRequestSchema,
  plateGroupEditRequestSchema,
  plateGroupIdRequestSchema,
  plateGroupListRequestSchema,
  plateGroupPageSchema,
  plateGroupSchema,
  plateImportRequestSchema,
  plateImportResultSchema,
  plateLabelAddRequestSchema,
  plateLabelEditRequestSchema,
  plateLabelIdRequestSchema,
  plateLabelListSchema,
  plateLabelSchema,
  plateListRequestSchema,
  platePageSchema,
  plateSchema,
  plateTemplateSchema,
} from "../schemas/plates.js";
import { defineEndpoints } from "./define.js";

const PLATES = ["vms_vehicleplate_mgr"] as const;
/** Rule editors pick plate libraries too (spec §3 alarm rule "plate library"). */
const PLATE_GROUP_READ = ["vms_vehicleplate_mgr", "vms_eventrule_qry"] as const;

/**
 * Plate libraries (vehicle groups), plates and labels. Spec §7 names the group list and the
 * import; the other paths are this product's, named in the same style.
 */
export const plateEndpoints = defineEndpoints({
  "/vehicle-licence-plate-group/list": {
    summary: "The organization's plate libraries with their plate counts, 1000 per page (spec §9).",
    tag: "plates",
    auth: "session",
    anyOf: PLATE_GROUP_READ,
    request: plateGroupListRequestSchema,
    response: plateGroupPageSchema,
  },
  "/vehicle-licence-plate-group/add": {
    summary: "Adds a plate library: 33052 name taken.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateGroupAddRequestSchema,
    response: plateGroupSchema,
  },
  "/vehicle-licence-plate-group/edit": {
    summary: "Renames a plate library: 33051 no such library, 33052 name taken.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateGroupEditRequestSchema,
    response: plateGroupSchema,
  },
  "/vehicle-licence-plate-group/delete": {
    summary: "Deletes a plate library with its plates: 33051 no such library.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateGroupIdRequestSchema,
    response: emptyResultSchema,
  },
  "/vehicle-licence-plate/list": {
    summary: "Pages the plates of one library, optionally filtered by plate, owner or model text.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateListRequestSchema,
    response: platePageSchema,
  },
  "/vehicle-licence-plate/add": {
    summary: "Adds a plate: 33056 already in the library, 33058 library full (10,000).",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateAddRequestSchema,
    response: plateSchema,
  },
  "/vehicle-licence-plate/edit": {
    summary: "Replaces a plate's fields (and may move it): 33053 no such plate, 33056, 33058.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateEditRequestSchema,
    response: plateSchema,
  },
  "/vehicle-licence-plate/delete": {
    summary: "Deletes plates of the organization (unknown ids are ignored).",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateDeleteRequestSchema,
    response: emptyResultSchema,
  },
  "/vehicle-licence-plate/import": {
    summary:
      "Imports plates from an .xlsx or .xls file (multipart field `file`), all or nothing: any bad row (listed with row number and reason) imports none; 33058 when the library would exceed 10,000.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateImportRequestSchema,
    response: plateImportResultSchema,
    upload: true,
  },
  "/vehicle-licence-plate/template/get": {
    summary: "The plate import template (.xlsx, base64) with headers in the caller's language.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: emptySchema,
    response: plateTemplateSchema,
  },
  "/vehicle-licence-plate-label/list": {
    summary: "The organization's plate labels with how many plates carry each.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: emptySchema,
    response: plateLabelListSchema,
  },
  "/vehicle-licence-plate-label/add": {
    summary: "Adds a label: 33055 name taken.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateLabelAddRequestSchema,
    response: plateLabelSchema,
  },
  "/vehicle-licence-plate-label/edit": {
    summary: "Renames a label: 33054 no such label, 33055 name taken.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateLabelEditRequestSchema,
    response: plateLabelSchema,
  },
  "/vehicle-licence-plate-label/delete": {
    summary: "Deletes a label and takes it off every plate: 33054 no such label.",
    tag: "plates",
    auth: "session",
    anyOf: PLATES,
    request: plateLabelIdRequestSchema,
    response: emptyResultSchema,
  },
});
