import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema, uuidSchema } from "./primitives.js";
import { emailSchema } from "./validation.js";

/** Remote-access grant durations in minutes (spec §9): 30 min, 2 h, 10 h, 24 h, 7 days, permanent (-1). */
export const REMOTE_GRANT_MINUTES = [30, 120, 600, 1440, 10080, -1] as const;
export type RemoteGrantMinutes = (typeof REMOTE_GRANT_MINUTES)[number];

/** Request states (spec §3 "Remote-access request", §4); "expired" is a granted request past its end. */
export const REMOTE_REQ_STATUS = { PENDING: 0, GRANTED: 1, REFUSED: 2, REVOKED: 3, EXPIRED: 4 } as const;

const id = uuidSchema();
const statusSchema = z.number().check(z.int(), z.minimum(0), z.maximum(4));

/** The link's two parts: /bind/installer/{inviteId}/{uuid}. */
export const installerLinkSchema = z.object({ inviteId: textSchema().check(z.maxLength(64)), uuid: textSchema().check(z.maxLength(128)) });
/** /my-installer/invite: the customer's administrator mails a bind link to their installer. */
export const installerInviteRequestSchema = z.object({ email: emailSchema });
export const installerInviteResultSchema = z.object({ inviteId: z.string() });
/** /user/invite/bind-check: which organization the link binds its installer to. */
export const installerBindCheckSchema = z.object({ orgName: z.string(), email: z.string(), expireTime: z.number().check(z.int()) });
export const installerBindResultSchema = z.object({ orgName: z.string() });

/** /my-installer/get: the customer's bound installer, or null. */
export const myInstallerSchema = z.object({
  installer: z.nullable(
    z.object({ userName: z.string(), email: z.string(), orgName: z.string(), bindTime: z.number().check(z.int()) }),
  ),
});
export type MyInstaller = z.infer<typeof myInstallerSchema>;

/** /my-installer/unbind: how many installer bindings ended (0: none was bound). */
export const installerUnbindResultSchema = z.object({ unbound: z.number().check(z.int()) });
export type InstallerUnbindResult = z.infer<typeof installerUnbindResultSchema>;

/** /installer/customer/list: the organizations the signed-in installer is bound to, with their latest request. */
export const installerCustomerSchema = z.object({
  bindingId: z.string(),
  orgName: z.string(),
  bindTime: z.number().check(z.int()),
  request: z.nullable(z.object({ grantId: z.string(), status: statusSchema, expireTime: z.nullable(z.number().check(z.int())) })),
});
export type InstallerCustomer = z.infer<typeof installerCustomerSchema>;
export const installerCustomerListSchema = z.object({ list: z.array(installerCustomerSchema) });

export const remoteReqCreateSchema = z.object({ bindingId: id });
export const remoteReqIdSchema = z.object({ grantId: id });

export const remoteReqListRequestSchema = z.extend(pageQuerySchema, { status: z.optional(statusSchema) });
export const remoteReqItemSchema = z.object({
  grantId: z.string(),
  installerName: z.string(),
  installerEmail: z.string(),
  installerOrgName: z.string(),
  status: statusSchema,
  /** Granted minutes, -1 permanent; null while pending or refused. */
  duration: z.nullable(z.number().check(z.int())),
  createTime: z.number().check(z.int()),
  /** End of the grant; null while pending or when permanent. */
  expireTime: z.nullable(z.number().check(z.int())),
});
export type RemoteReqItem = z.infer<typeof remoteReqItemSchema>;
export const remoteReqPageSchema = pageOf(remoteReqItemSchema);

const durationSchema = z.union([z.literal(30), z.literal(120), z.literal(600), z.literal(1440), z.literal(10080), z.literal(-1)]);
/** /remote-access-req/audit: grant for one of the §9 durations, or refuse. */
export const remoteReqAuditSchema = z.object({ grantId: id, approve: z.boolean(), duration: z.optional(durationSchema) });

/** /remote-access-req/connect: the remote-login link's two parts. */
export const remoteConnectSchema = z.object({ grantId: textSchema().check(z.maxLength(64)), token: textSchema().check(z.maxLength(128)) });
