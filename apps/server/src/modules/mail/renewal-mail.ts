import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "./mail-layout.js";

/** The renewal order an administrator is told about (decision 0035). */
export interface RenewalMailInput {
  orderNo: string;
  /** "device / channel" as the order names it. */
  channel: string;
  /** "2.99 USD". */
  amount: string;
  /** When the plan ends, which is also the order's pay deadline. */
  deadline: Date;
  /** Service → Orders in the console. */
  ordersUrl: string;
}

// Plain descriptors (not macros), like code-mail.ts: `lingui extract` finds `/*i18n*/` objects here.
const subject = /*i18n*/ { id: "mail.renewal.subject", message: "Cloud storage renewal order {orderNo} is ready to pay" };
const body = /*i18n*/ {
  id: "mail.renewal.body",
  message: "Auto renew is on for channel {channel}, so order {orderNo} of {amount} renews its cloud storage package. Pay it before {deadline} (UTC) and the package continues from its end; unpaid, recording to the cloud stops then.",
};
const where = /*i18n*/ { id: "mail.renewal.where", message: "Pay or cancel it in Service → Orders: {url}" };

/** The mail telling an administrator a renewal order waits for payment, translated into `locale`. */
export function renderRenewalMail(locale: Locale, input: RenewalMailInput): RenderedMail {
  const deadline = input.deadline.toISOString().slice(0, 16).replace("T", " ");
  const title = translate(locale, { ...subject, values: { orderNo: input.orderNo } });
  const text = translate(locale, { ...body, values: { channel: input.channel, orderNo: input.orderNo, amount: input.amount, deadline } });
  const link = translate(locale, { ...where, values: { url: input.ordersUrl } });
  return layoutMail(locale, title, {
    text: [title, "", text, "", link],
    html: [`<p><strong>${escapeHtml(title)}</strong></p>`, `<p>${escapeHtml(text)}</p>`, `<p><a href="${escapeHtml(input.ordersUrl)}">${escapeHtml(link)}</a></p>`],
  });
}
