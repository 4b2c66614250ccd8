import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Title of every public page other than login (spec §2), translated when shown. */
export const publicPageTitles = {
  signup: msg`Sign up`,
  term: msg`Terms`,
  bindInstaller: msg`Bind an installer`,
  payResult: msg`Payment result`,
  archivesShare: msg`Shared archive`,
  companyRegister: msg`Organization registration`,
  userRegister: msg`User registration`,
  remoteAccessLogin: msg`Installer remote sign-in`,
  forgotPassword: msg`Forgot password`,
  resetPassword: msg`Reset password`,
} satisfies Record<string, MessageDescriptor>;

/** A public page that has a title. */
export type PublicPageId = keyof typeof publicPageTitles;
