import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "../mail/mail-layout.js";

/** What the invitation mail says. */
export interface InviteMailInput {
  /** Who invites: the organization's name. */
  orgName: string;
  /** The registration link (/user-register/… or /company-register/…). */
  link: string;
  kind: 1 | 2;
  /** How long the link stays valid. */
  hours: number;
}

// Plain descriptors: `lingui extract` finds `/*i18n*/` objects in apps/server/src.
const texts = {
  1: {
    subject: /*i18n*/ { id: "mail.invite.subject", message: "You are invited to {orgName} on VMS Console" },
    intro: /*i18n*/ { id: "mail.invite.intro", message: "{orgName} invites you to VMS Console. Open this link to choose your name and password:" },
  },
  2: {
    subject: /*i18n*/ { id: "mail.companyInvite.subject", message: "Register your organization on VMS Console" },
    intro: /*i18n*/ { id: "mail.companyInvite.intro", message: "{orgName} invites you to register your organization on VMS Console. Open this link to start:" },
  },
} as const;
const validity = /*i18n*/ {
  id: "mail.invite.validity",
  message: "The link works once and is valid for {hours, plural, one {# hour} other {# hours}}.",
};
const notYou = /*i18n*/ { id: "mail.invite.notYou", message: "If you did not expect this invitation, you can ignore this e-mail." };

/**
 * The invitation mail in `locale`. The link stands alone on its own line in the text and in the
 * `#invite-link` element of the HTML, so people and the end-to-end tests find it at a glance.
 */
export function renderInviteMail(locale: Locale, input: InviteMailInput): RenderedMail {
  const values = { orgName: input.orgName };
  const subject = translate(locale, { ...texts[input.kind].subject, values });
  const intro = translate(locale, { ...texts[input.kind].intro, values });
  const valid = translate(locale, { ...validity, values: { hours: input.hours } });
  const ignore = translate(locale, notYou);
  return layoutMail(locale, subject, {
    text: [intro, "", input.link, "", valid, ignore],
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a id="invite-link" href="${escapeHtml(input.link)}">`,
      escapeHtml(input.link),
      "</a></p>",
      `<p>${escapeHtml(valid)}<br>${escapeHtml(ignore)}</p>`,
    ],
  });
}
