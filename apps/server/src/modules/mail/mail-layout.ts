import { translate, type Locale } from "@vms/i18n";

/** A rendered mail, ready for `Mailer.send` with a recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// Plain descriptor (not a macro): `lingui extract` finds `/*i18n*/` objects in apps/server/src.
const footer = /*i18n*/ { id: "mail.footer", message: "VMS Console sent this e-mail automatically. Please do not reply." };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/**
 * The one layout of every mail the server sends: the text lines, then the signature after "-- ",
 * and the same content as HTML (already escaped lines) inside the shared page and footer.
 */
export function layoutMail(locale: Locale, subject: string, body: { text: readonly string[]; html: readonly string[] }): RenderedMail {
  const signature = translate(locale, footer);
  const text = [...body.text, "", "-- ", signature, ""].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2329;line-height:1.5">',
    ...body.html,
    `<p style="color:#8f959e;font-size:12px">${escapeHtml(signature)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return { subject, text, html };
}
