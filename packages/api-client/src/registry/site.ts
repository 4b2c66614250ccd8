import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import {
  sceneAddRequestSchema,
  sceneDeleteRequestSchema,
  sceneListSchema,
  sceneSchema,
  siteAddRequestSchema,
  siteCandidateRequestSchema,
  siteCandidateSchema,
  siteChooseRequestSchema,
  siteChooseSchema,
  siteEditRequestSchema,
  siteGrantRequestSchema,
  siteIdRequestSchema,
  siteSchema,
  siteTreeRequestSchema,
  siteTreeSchema,
  siteUserPutRequestSchema,
  siteUsersSchema,
} from "../schemas/site.js";
import { defineEndpoints } from "./define.js";

const SITE_READ = ["vms_site_qry"] as const;
const GRANTS = ["vms_account_invite_qry", "vms_org_qry"] as const;

/**
 * Sites, scenes and site grants. Spec §7 names the tree, grant, candidate and site-user calls; the
 * site and scene CRUD paths (/site/add …) are this product's, documented in docs/api.md.
 */
export const siteEndpoints = defineEndpoints({
  "/user/site/tree": {
    summary: "The site tree the caller may see, with the caller's effective site role per node (administrators: another user's with userId).",
    tag: "sites",
    auth: "session",
    request: siteTreeRequestSchema,
    response: siteTreeSchema,
  },
  "/site/list/choose": {
    summary: "Flat list of the caller's visible sites for pickers.",
    tag: "sites",
    auth: "session",
    request: siteChooseRequestSchema,
    response: siteChooseSchema,
  },
  "/site/add": {
    summary: "Creates a site or sub-site: 33822 site count at the maximum, 33823 depth at the maximum, 33032 name taken.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: siteAddRequestSchema,
    response: siteSchema,
  },
  "/site/edit": {
    summary: "Edits a site's fields.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: siteEditRequestSchema,
    response: siteSchema,
  },
  "/site/delete": {
    summary: "Deletes a site: 33022 delete its devices first, 33821 it has sub-sites.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: siteIdRequestSchema,
    response: emptyResultSchema,
  },
  "/site/detail": {
    summary: "One site.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: siteIdRequestSchema,
    response: siteSchema,
  },
  "/site/users": {
    summary: "Users with a role on a site (granted there or inherited from a parent).",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: siteIdRequestSchema,
    response: siteUsersSchema,
  },
  "/site/scene/list": {
    summary: "The organization's custom scenes (scene 9).",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: emptySchema,
    response: sceneListSchema,
  },
  "/site/scene/add": {
    summary: "Adds a custom scene.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: sceneAddRequestSchema,
    response: sceneSchema,
  },
  "/site/scene/delete": {
    summary: "Deletes a custom scene: 33028 while a site uses it.",
    tag: "sites",
    auth: "session",
    anyOf: SITE_READ,
    request: sceneDeleteRequestSchema,
    response: emptyResultSchema,
  },
  "/user/site/grant": {
    summary: "Replaces a user's site grants; a sub-site's role may not be lower than its parent's (33820).",
    tag: "sites",
    auth: "session",
    anyOf: GRANTS,
    request: siteGrantRequestSchema,
    response: emptyResultSchema,
  },
  "/site/candidate/list": {
    summary: "Every site with the user's granted and effective role, for the grant dialog.",
    tag: "sites",
    auth: "session",
    anyOf: GRANTS,
    request: siteCandidateRequestSchema,
    response: siteCandidateSchema,
  },
  "/site/user/put": {
    summary: "Sets the users of one site with their roles.",
    tag: "sites",
    auth: "session",
    anyOf: GRANTS,
    request: siteUserPutRequestSchema,
    response: emptyResultSchema,
  },
});
