import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";

/** The documents at /term/{type} (spec §2); the signup form links to both. */
export const TERM_TYPES = ["service", "privacy"] as const;
export type TermType = (typeof TERM_TYPES)[number];

export interface TermsSection {
  heading: MessageDescriptor;
  body: MessageDescriptor;
}
export interface TermsDocument {
  title: MessageDescriptor;
  sections: TermsSection[];
}

/** The /term/{type} params: any other type is the not-found page (issue 29). */
export const termParamsSchema = z.object({ type: z.enum(TERM_TYPES) });

/** True when `type` names a document. */
export function isTermType(type: string): type is TermType {
  return (TERM_TYPES as readonly string[]).includes(type);
}

/** The service agreement and the privacy policy, translated when shown. */
export const termsDocuments: Record<TermType, TermsDocument> = {
  service: {
    title: msg`Service agreement`,
    sections: [
      {
        heading: msg`1. The service`,
        body: msg`The console lets your organization manage cameras, recorders and viewing stations, watch live and recorded video, search events and set alarm rules. Features depend on the licences and cloud storage packages your organization has bought.`,
      },
      {
        heading: msg`2. Your account`,
        body: msg`The person who signs up creates an organization and becomes its administrator. Keep your password secret, turn on multi-factor authentication where you can, and tell us at once if you think someone else uses your account. The administrator decides who else may use the console and with which rights.`,
      },
      {
        heading: msg`3. Acceptable use`,
        body: msg`Only record and watch places where you are allowed to do so, and follow the video-surveillance and data-protection laws that apply to you. Do not try to reach the data of other organizations, disturb the service or get around its limits.`,
      },
      {
        heading: msg`4. Licences, payment and storage`,
        body: msg`Paid licences and cloud storage run for the term you choose. After a licence expires, events are kept for 15 more days and then no longer recorded. Prices and terms are shown before you pay.`,
      },
      {
        heading: msg`5. Availability and changes`,
        body: msg`We work to keep the service available but cannot promise that it never stops; maintenance is announced in the console. We may improve or change features and will tell you in advance about changes to this agreement.`,
      },
      {
        heading: msg`6. Ending the service`,
        body: msg`You can delete your account at any time once sub-users and devices are removed. We may suspend accounts that break this agreement. Questions about this agreement go to the support contact of your provider.`,
      },
    ],
  },
  privacy: {
    title: msg`Privacy policy`,
    sections: [
      {
        heading: msg`1. What we collect`,
        body: msg`Your e-mail address, name, organization and phone number if you give it; sign-in records with time, IP address and browser; the devices, sites and settings you configure; and the video, snapshots and events your cameras send to the cloud.`,
      },
      {
        heading: msg`2. Why we use it`,
        body: msg`To run the console for your organization, keep accounts secure (for example to detect unusual sign-ins and to send verification codes), bill licences and storage, and answer support requests. We do not sell personal data.`,
      },
      {
        heading: msg`3. Who can see it`,
        body: msg`People of your organization, according to the roles and sites the administrator grants them; installers only when your organization gives them access; and service providers that host or send mail for us, bound by contract to the same protection.`,
      },
      {
        heading: msg`4. How long we keep it`,
        body: msg`Account data is kept while the account exists. Video and events are kept for the storage period of your plan. Sign-in and operation logs are kept as long as the law requires for security and audit.`,
      },
      {
        heading: msg`5. Your rights`,
        body: msg`You can see and correct your profile in the console and delete your account. For other requests, such as objecting to a use of your data, contact your administrator or the support contact of your provider.`,
      },
    ],
  },
};
