import { codeSentSchema } from "../schemas/auth.js";
import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import { funcResListSchema } from "../schemas/org.js";
import { dynamicAuthListSchema } from "../schemas/permission.js";
import { loginLogPageSchema, loginLogQuerySchema } from "../schemas/logs.js";
import {
  avatarResultSchema,
  profileSchema,
  profileUpdateRequestSchema,
  unregisterCheckSchema,
  unregisterRequestSchema,
  userAdminRequestSchema,
  userChooseRequestSchema,
  userIdRequestSchema,
  userChooseResultSchema,
  userPageSchema,
  userQueryRequestSchema,
  userRoleRequestSchema,
  userStateRequestSchema,
} from "../schemas/user.js";
import { defineEndpoints } from "./define.js";

/** Profile, account deletion, permissions and login history. */
export const userEndpoints = defineEndpoints({
  "/user/profile/get": {
    summary: "The signed-in user's profile.",
    tag: "user",
    auth: "session",
    request: emptySchema,
    response: profileSchema,
  },
  "/user/profile/update": {
    summary: "Updates name, alias and phone.",
    tag: "user",
    auth: "session",
    request: profileUpdateRequestSchema,
    response: profileSchema,
  },
  "/user/avatar/update": {
    summary: "Uploads an avatar (multipart field `file`: png, jpg, jpeg or bmp under 2 MB).",
    tag: "user",
    auth: "session",
    request: emptySchema,
    response: avatarResultSchema,
    upload: true,
  },
  "/user/query": {
    summary: "Pages the organization's users.",
    tag: "user",
    auth: "session",
    anyOf: ["vms_account_invite_qry", "vms_org_qry"],
    request: userQueryRequestSchema,
    response: userPageSchema,
  },
  "/user/state/update": {
    summary: "Freezes (2) or unfreezes (1) a sub-user; a frozen user's sessions end with 7009 (administrators).",
    tag: "user",
    auth: "session",
    anyOf: ["vms_account_invite_qry", "vms_org_qry"],
    request: userStateRequestSchema,
    response: emptyResultSchema,
  },
  "/user/delete": {
    summary: "Deletes a sub-user of the organization (administrators).",
    tag: "user",
    auth: "session",
    anyOf: ["vms_account_invite_qry", "vms_org_qry"],
    request: userIdRequestSchema,
    response: emptyResultSchema,
  },
  "/user/admin/update": {
    summary: "Grants (1) or removes (0) administrator rights; the last administrator stays (administrators).",
    tag: "user",
    auth: "session",
    anyOf: ["vms_account_invite_qry", "vms_org_qry"],
    request: userAdminRequestSchema,
    response: emptyResultSchema,
  },
  "/user/role/update": {
    summary: "Assigns a role to a user; effective at their next request (administrators).",
    tag: "user",
    auth: "session",
    anyOf: ["vms_account_invite_qry", "vms_org_qry"],
    request: userRoleRequestSchema,
    response: emptyResultSchema,
  },
  "/user/choose": {
    summary: "Users of the organization for pickers: device-notification recipients (vms_device_qry) and site users (vms_account_invite_qry, vms_org_qry).",
    tag: "user",
    auth: "session",
    // Names and e-mails of the whole organization: only for the roles whose screens pick users.
    anyOf: ["vms_device_qry", "vms_account_invite_qry", "vms_org_qry"],
    request: userChooseRequestSchema,
    response: userChooseResultSchema,
  },
  "/user/unregister-check": {
    summary: "Whether the account may be deleted; refuses while sub-users (33400) or devices (33401) remain.",
    tag: "user",
    auth: "session",
    request: emptySchema,
    response: unregisterCheckSchema,
  },
  "/user/unregister": {
    summary: "Deletes the account (an administrator's deletes the organization); 33400/33401 while sub-users or devices remain.",
    tag: "user",
    auth: "session",
    request: unregisterRequestSchema,
    response: emptyResultSchema,
  },
  "/user/unregister/send-code": {
    summary: "Mails an e-mail code to the signed-in user that confirms /user/unregister instead of the password. Resend after 120 s; 20023/6001 too often, 1024 daily limit.",
    tag: "user",
    auth: "session",
    request: emptySchema,
    response: codeSentSchema,
  },
  "/func-res/list": {
    summary: "Resource codes of the user's role (spec §6); `moduleList` groups every assignable code by module for the role editor.",
    tag: "permission",
    auth: "session",
    request: emptySchema,
    response: funcResListSchema,
  },
  "/func-res/dynamic-list": {
    summary: "Account-level resource codes (spec §6).",
    tag: "permission",
    auth: "session",
    request: emptySchema,
    response: dynamicAuthListSchema,
  },
  "/log/login-logs/list": {
    summary: "Login history: SELF for one's own, ORG (vms_system_loginlog_qry) for the organization's.",
    tag: "logs",
    auth: "session",
    request: loginLogQuerySchema,
    response: loginLogPageSchema,
  },
});
