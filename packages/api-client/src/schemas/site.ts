import { z } from "zod/mini";
import { textSchema, uuidSchema } from "./primitives.js";
import { checkName, checkPhone } from "./validation.js";

// Sites (spec §3 Site; §5 names; §6 site roles; §8 Sites codes).

/** Built-in scenes of spec §3; 9 is "other": a custom scene of the organization. */
export const SITE_SCENES = { PARK: 1, STORE: 2, WAREHOUSE: 3, FACTORY: 4, RESTAURANT: 5, HOTEL: 6, VILLA: 7, CONSTRUCTION: 8, OTHER: 9 } as const;
export const siteSceneSchema = z.number().check(z.int(), z.minimum(1), z.maximum(9));

/** Site roles of spec §6 (highest first), as granted to a sub-user per site. */
export const siteRoleSchema = z.enum(["SITE_ADMIN", "SITE_VIEWER", "LIVE_ONLY_VIEWER", "NO_ACCESS"]);
export type SiteRoleValue = z.infer<typeof siteRoleSchema>;

const requiredName = (max: number) =>
  textSchema().check(z.maxLength(max * 4), z.superRefine((v, ctx) => {
    const problem = checkName(v, max);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }));
const phone = textSchema().check(z.maxLength(32), z.superRefine((v, ctx) => {
  if (v.trim() === "") return ctx.addIssue({ code: "custom", message: "empty" });
  if (checkPhone(v)) ctx.addIssue({ code: "custom", message: "format" });
}));

/** Fields of a site form (spec §5: name, city, contact and phone cannot be empty). */
export const siteFieldsSchema = z.object({
  siteName: requiredName(32),
  scene: siteSceneSchema,
  /** With scene 9: the organization's custom scene. */
  customSceneId: z.optional(z.nullable(uuidSchema())),
  city: requiredName(64),
  address: z._default(textSchema().check(z.maxLength(128)), ""),
  contactPerson: requiredName(32),
  contactPhone: phone,
});

export const siteAddRequestSchema = z.extend(siteFieldsSchema, { parentId: z._default(z.nullable(uuidSchema()), null) });
/** Only the fields sent change (`address` has no default here: leaving it out keeps it). */
export const siteEditRequestSchema = z.extend(z.partial(siteFieldsSchema), { siteId: uuidSchema(), address: z.optional(textSchema().check(z.maxLength(128))) });
export const siteIdRequestSchema = z.object({ siteId: uuidSchema() });

/** A site as the console shows it. */
export const siteSchema = z.object({
  siteId: z.string(),
  parentId: z.nullable(z.string()),
  siteName: z.string(),
  scene: z.number().check(z.int()),
  customSceneId: z.nullable(z.string()),
  sceneName: z.string(),
  city: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  /** 1 for a top-level site. */
  depth: z.number().check(z.int()),
  deviceCount: z.number().check(z.int()),
  subSiteCount: z.number().check(z.int()),
  createTime: z.number().check(z.int()),
});
export type Site = z.infer<typeof siteSchema>;

/** A node of the site tree (spec §1 "site tree with sub-sites"); `role` is the caller's effective site role. */
export interface SiteTreeNode extends Site {
  role: SiteRoleValue;
  children: SiteTreeNode[];
}
export const siteTreeNodeSchema: z.ZodMiniType<SiteTreeNode> = z.lazy(() =>
  z.extend(siteSchema, { role: siteRoleSchema, children: z.array(siteTreeNodeSchema) }),
);
/** /user/site/tree; with `userId` an administrator sees that user's grants instead of their own. */
export const siteTreeRequestSchema = z.object({ userId: z.optional(uuidSchema()) });
export const siteTreeSchema = z.object({
  total: z.number().check(z.int()),
  list: z.array(siteTreeNodeSchema),
  /** The deepest level a site may have (top level = 1; VMS_MAX_SITE_DEPTH): no sub-site below it (33823). */
  maxDepth: z.optional(z.number().check(z.int(), z.positive())),
});

/** /site/list/choose: a flat list of the sites the caller can use, for pickers. */
export const siteChooseRequestSchema = z.object({ keyword: z.optional(textSchema().check(z.maxLength(64))) });
export const siteChooseSchema = z.object({
  list: z.array(z.object({ siteId: z.string(), parentId: z.nullable(z.string()), siteName: z.string(), depth: z.number().check(z.int()), role: siteRoleSchema })),
});

/** Custom scenes (scene 9) of the organization. */
export const sceneSchema = z.object({ sceneId: z.string(), name: z.string(), siteCount: z.number().check(z.int()) });
export const sceneListSchema = z.object({ list: z.array(sceneSchema) });
export const sceneAddRequestSchema = z.object({ name: requiredName(32) });
export const sceneDeleteRequestSchema = z.object({ sceneId: uuidSchema() });

/** One grant of a site role to a user. */
export const siteGrantSchema = z.object({ siteId: uuidSchema(), role: siteRoleSchema });
/** /user/site/grant: replaces the user's grants; a sub-site may not be lower than its parent (33820). */
export const siteGrantRequestSchema = z.object({ userId: uuidSchema(), grants: z.array(siteGrantSchema).check(z.maxLength(5000)) });
/** /site/candidate/list: every site with the user's current effective role, for the grant dialog. */
export const siteCandidateRequestSchema = z.object({ userId: uuidSchema() });
export const siteCandidateSchema = z.object({
  /** The user the roles are for (the user detail page's heading). */
  user: z.optional(z.object({ userId: z.string(), userName: z.string(), email: z.string() })),
  list: z.array(
    z.object({
      siteId: z.string(),
      parentId: z.nullable(z.string()),
      siteName: z.string(),
      depth: z.number().check(z.int()),
      /** Granted on this site itself; null when inherited from a parent or none. */
      grantedRole: z.nullable(siteRoleSchema),
      effectiveRole: siteRoleSchema,
    }),
  ),
});
/** /site/user/put: sets the users of one site with their roles (others keep what they had elsewhere). */
export const siteUserPutRequestSchema = z.object({
  siteId: uuidSchema(),
  users: z.array(z.object({ userId: uuidSchema(), role: siteRoleSchema })).check(z.maxLength(5000)),
});
/** Users of a site, for the site page. */
export const siteUsersSchema = z.object({
  list: z.array(z.object({ userId: z.string(), userName: z.string(), email: z.string(), role: siteRoleSchema, inherited: z.boolean() })),
});
