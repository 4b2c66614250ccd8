import { translate, type Locale } from "@vms/i18n";

/** Why a code was sent (decision 0002, "E-mail codes and mail"). */
export type CodeMailPurpose = "REGISTER" | "DBL_CHECK" | "RESET_PASSWORD" | "MFA_SETUP";

/** What the code mail says. */
export interface CodeMailInput {
  code: string;
  purpose: CodeMailPurpose;
  /** How long the code stays valid. */
  minutes: number;
}

/** A rendered mail, ready for `Mailer.send` with a recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
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
} as const;

const validity = /*i18n*/ {
  id: "mail.code.validity",
  message: "The code is valid for {minutes, plural, one {# minute} other {# minutes}}. Do not share it with anyone.",
};
const notYou = /*i18n*/ {
  id: "mail.code.notYou",
  message: "If you did not ask for this code, you can ignore this e-mail.",
};
const footer = /*i18n*/ { id: "mail.footer", message: "VMS Console sent this e-mail automatically. Please do not reply." };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

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
  const signature = translate(locale, footer);

  const text = [intro, "", input.code, "", valid, ignore, "", "-- ", signature, ""].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2329;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    // The code on a line of its own in the source too: a quoted-printable soft break never splits it.
    '<p id="verification-code" style="font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">',
    escapeHtml(input.code),
    "</p>",
    `<p>${escapeHtml(valid)}<br>${escapeHtml(ignore)}</p>`,
    `<p style="color:#8f959e;font-size:12px">${escapeHtml(signature)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text, html };
}
