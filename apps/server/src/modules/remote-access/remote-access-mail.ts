import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "../mail/mail-layout.js";

// Plain descriptors: `lingui extract` finds `/*i18n*/` objects in apps/server/src.
const texts = {
  bind: {
    subject: /*i18n*/ { id: "mail.installerBind.subject", message: "{orgName} asks you to be their installer on VMS Console" },
    intro: /*i18n*/ { id: "mail.installerBind.intro", message: "{orgName} invites you to be their installer. Sign in with this e-mail address and open this link to accept:" },
  },
  grant: {
    subject: /*i18n*/ { id: "mail.remoteGrant.subject", message: "{orgName} granted you remote access on VMS Console" },
    intro: /*i18n*/ { id: "mail.remoteGrant.intro", message: "{orgName} granted your remote-access request. Open this link to sign in to their organization while the grant lasts:" },
  },
} as const;

/**
 * The installer bind mail or the remote-access grant mail. The link stands alone in the text and
 * in the `#invite-link` element of the HTML, as in the invitation mail (the e2e tests find it).
 */
export function renderRemoteAccessMail(locale: Locale, kind: keyof typeof texts, input: { orgName: string; link: string }): RenderedMail {
  const values = { orgName: input.orgName };
  const subject = translate(locale, { ...texts[kind].subject, values });
  const intro = translate(locale, { ...texts[kind].intro, values });
  return layoutMail(locale, subject, {
    text: [intro, "", input.link],
    html: [`<p>${escapeHtml(intro)}</p>`, `<p><a id="invite-link" href="${escapeHtml(input.link)}">`, escapeHtml(input.link), "</a></p>"],
  });
}
