import { emptySchema } from "../schemas/common.js";
import {
  mfaCreateRequestSchema,
  mfaCreateResultSchema,
  mfaDeleteRequestSchema,
  mfaSetRequestSchema,
  mfaStateSchema,
  mfaVerifyRequestSchema,
} from "../schemas/mfa.js";
import { defineEndpoints } from "./define.js";

/** Multi-factor authentication (spec §7 "MFA"). Errors: 33671 wrong code, 33672 expired. */
export const mfaEndpoints = defineEndpoints({
  "/user/mfa/list": {
    summary: "MFA state and factors of the signed-in user.",
    tag: "mfa",
    auth: "session",
    request: emptySchema,
    response: mfaStateSchema,
  },
  "/user/mfa/set": {
    summary: "Turns MFA on or off for oneself, or (mfa_config_switch_mgr) requires it for every user.",
    tag: "mfa",
    auth: "session",
    request: mfaSetRequestSchema,
    response: mfaStateSchema,
  },
  "/user/mfa/create": {
    summary: "Starts adding a factor: OTP answers its secret and otpauth URI; EMAIL sends a code.",
    tag: "mfa",
    auth: "session",
    request: mfaCreateRequestSchema,
    response: mfaCreateResultSchema,
  },
  "/user/mfa/verify": {
    summary: "Proves a new factor with its code.",
    tag: "mfa",
    auth: "session",
    request: mfaVerifyRequestSchema,
    response: mfaStateSchema,
  },
  "/user/mfa/delete": {
    summary: "Removes a factor, confirmed by the password (20005 wrong) or a current authenticator-app code (33671 wrong).",
    tag: "mfa",
    auth: "session",
    request: mfaDeleteRequestSchema,
    response: mfaStateSchema,
  },
});
