import { loginResultSchema } from "../schemas/auth.js";
import { emptyResultSchema, emptySchema } from "../schemas/common.js";
import {
  installerBindCheckSchema,
  installerBindResultSchema,
  installerCustomerListSchema,
  installerInviteRequestSchema,
  installerInviteResultSchema,
  installerLinkSchema,
  installerUnbindResultSchema,
  myInstallerSchema,
  remoteConnectSchema,
  remoteReqAuditSchema,
  remoteReqCreateSchema,
  remoteReqIdSchema,
  remoteReqListRequestSchema,
  remoteReqPageSchema,
} from "../schemas/remote-access.js";
import { defineEndpoints } from "./define.js";

const MY_INSTALLER = ["vms_my_installer"] as const;
/** Spec §6: the installer section needs vms_my_installer in the role's list and the account's dynamic list. */
const INSTALLER_SECTION = { anyOf: MY_INSTALLER, bothLists: "vms_my_installer" } as const;

/** Installers and remote access (spec §2 /bind/installer, /remote-access-login, /service/installer; §4; §7). */
export const remoteAccessEndpoints = defineEndpoints({
  "/my-installer/invite": {
    summary: "Mails a bind link (/bind/installer/{inviteId}/{uuid}) to the organization's installer (administrators).",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: installerInviteRequestSchema,
    response: installerInviteResultSchema,
  },
  "/my-installer/get": {
    summary: "The installer bound to the organization, or null.",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: emptySchema,
    response: myInstallerSchema,
  },
  "/my-installer/unbind": {
    summary: "Unbinds the organization's installer (administrators): their pending and granted remote access ends and their remote sessions are signed out.",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: emptySchema,
    response: installerUnbindResultSchema,
  },
  "/user/invite/bind-check": {
    summary: "Checks an installer bind link: 20035 expired, 20036 used, 20037 unknown.",
    tag: "remote-access",
    auth: "public",
    request: installerLinkSchema,
    response: installerBindCheckSchema,
  },
  "/user/invite/bind": {
    summary: "Binds the signed-in installer (the invited e-mail, another organization) to the link's organization; single use.",
    tag: "remote-access",
    auth: "session",
    request: installerLinkSchema,
    response: installerBindResultSchema,
  },
  "/installer/customer/list": {
    summary: "The organizations the signed-in installer is bound to, each with its latest remote-access request.",
    tag: "remote-access",
    auth: "session",
    request: emptySchema,
    response: installerCustomerListSchema,
  },
  "/remote-access-req/create": {
    summary: "The installer requests administrator access to a customer it is bound to.",
    tag: "remote-access",
    auth: "session",
    request: remoteReqCreateSchema,
    response: remoteReqIdSchema,
  },
  "/remote-access-req/list": {
    summary: "Pages the organization's remote-access requests (filter by status).",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: remoteReqListRequestSchema,
    response: remoteReqPageSchema,
  },
  "/remote-access-req/audit": {
    summary: "Grants a pending request for 30 min, 2 h, 10 h, 24 h, 7 days or permanently (-1) and mails the remote-login link, or refuses it (administrators).",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: remoteReqAuditSchema,
    response: emptyResultSchema,
  },
  "/remote-access-req/revoke": {
    summary: "Revokes a grant; the installer's remote sessions end at once (administrators).",
    tag: "remote-access",
    auth: "session",
    ...INSTALLER_SECTION,
    request: remoteReqIdSchema,
    response: emptyResultSchema,
  },
  "/remote-access-req/connect": {
    summary:
      "The signed-in installer the grant names exchanges the remote-login link for a session in the customer's organization, once per own session (33700 used, 33701 another user or a remote session, 33702 the customer requires MFA the session lacks); the session ends with the grant.",
    tag: "remote-access",
    auth: "session",
    request: remoteConnectSchema,
    response: loginResultSchema,
  },
});
