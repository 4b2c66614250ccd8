import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "./mail-layout.js";

/** Why a code was sent (decision 0002, "E-mail codes and mail"). */
export type CodeMailPurpose = "REGISTER" | "DBL_CHECK" | "RESET_PASSWORD" | "MFA_SETUP" | "UNREGISTER";

/** What the code mail says. */
export interface CodeMailInput {
  code: string;
  purpose: CodeMailPurpose;
  /** How long the code stays valid. */
  minutes: number;
}

// Plain descriptors (not macros): the server is compiled by tsc, and `lingui extract` finds
// `/*i18n*/` objects in apps/server/src (packages/i18n/lingui.config.ts).
const purposes = {
  REGISTER: {
    subject: /*i18n*/ { id: "mail.register.subject", message: "Your VMS Console sign-up code" },
    intro: /*i18n*/ { id: "mail.register.intro", message: "Enter this code to finish creating your VMS Console account:" },
  },
  DBL_CHECK: {
    subject: /*i18n*/ { id: "mail.dblCheck.subject", message: "Your VMS Console sign-in code" },
    intro: /*i18n*/ { id: "mail.dblCheck.intro", message: "Enter this code to finish signing in to VMS Console:" },
  },
  RESET_PASSWORD: {
    subject: /*i18n*/ { id: "mail.resetPassword.subject", message: "Your VMS Console password reset code" },
    intro: /*i18n*/ { id: "mail.resetPassword.intro", message: "Enter this code to choose a new VMS Console password:" },
  },
  MFA_SETUP: {
    subject: /*i18n*/ { id: "mail.mfaSetup.subject", message: "Your VMS Console verification code" },
    intro: /*i18n*/ { id: "mail.mfaSetup.intro", message: "Enter this code to turn on e-mail verification for your VMS Console account:" },
  },
  UNREGISTER: {
    subject: /*i18n*/ { id: "mail.unregister.subject", message: "Your VMS Console account deletion code" },
    intro: /*i18n*/ { id: "mail.unregister.intro", message: "Enter this code to confirm that you want to delete your VMS Console account. Deletion cannot be undone:" },
  },
} as const;

const validity = /*i18n*/ {
  id: "mail.code.validity",
  message: "The code is valid for {minutes, plural, one {# minute} other {# minutes}}. Do not share it with anyone.",
};
const notYou = /*i18n*/ {
  id: "mail.code.notYou",
  message: "If you did not ask for this code, you can ignore this e-mail.",
};

/**
 * The mail carrying an e-mail code, translated into `locale`. The code stands alone on its own
 * line in the text and in the `#verification-code` element of the HTML, so people and the
 * end-to-end tests find it at a glance; it never goes into the subject or a header.
 */
export function renderCodeMail(locale: Locale, input: CodeMailInput): RenderedMail {
  const texts = purposes[input.purpose];
  const subject = translate(locale, texts.subject);
  const intro = translate(locale, texts.intro);
  const valid = translate(locale, { ...validity, values: { minutes: input.minutes } });
  const ignore = translate(locale, notYou);
  return layoutMail(locale, subject, {
    text: [intro, "", input.code, "", valid, ignore],
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      // The code on a line of its own in the source too: a quoted-printable soft break never splits it.
      '<p id="verification-code" style="font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">',
      escapeHtml(input.code),
      "</p>",
      `<p>${escapeHtml(valid)}<br>${escapeHtml(ignore)}</p>`,
    ],
  });
}
