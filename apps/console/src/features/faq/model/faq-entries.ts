import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** One question and its answer, translated when shown. */
export interface FaqEntry {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/** What a new customer asks first (spec §1 FAQ): devices, licences, sharing, MFA and people. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: "bind-device",
    question: msg`How do I add (bind) a camera or recorder?`,
    answer: msg`Open Asset management, choose Add device and enter the device's serial number (SN) and its security code from the label or the device's own menu, then pick the site it belongs to. The device must be online and connected to the internet. A device can be bound to one organization at a time: unbind it there first if it was used elsewhere.`,
  },
  {
    id: "device-offline",
    question: msg`My device shows as offline. What can I do?`,
    answer: msg`Check the device's power and network cable, and that its network allows outgoing connections to the cloud. Offline devices come back by themselves once they reconnect; Device health alerts tell you when a device goes offline or comes back.`,
  },
  {
    id: "licences",
    question: msg`Why do I need camera licences, and how do I get them?`,
    answer: msg`Live view, playback, downloads, archives and cloud recording of a camera channel need a license. The first cameras of your organization are free forever (4 unless your provider says otherwise) and there is a one-time trial; beyond that, buy licenses for the number of cameras you need under Service, Camera licenses, for 30, 90 or 180 days, 1 year or 2 years. The Licensed channels section of that page shows which cameras are free, licensed or unlicensed, and an administrator can move a camera up to license it; the others show the license warning. You are warned before licenses expire, and you can renew from the same page. After a license expires, its cameras' events are kept 15 more days, then logging stops.`,
  },
  {
    id: "cloud-storage",
    question: msg`How does cloud storage work?`,
    answer: msg`Cloud storage keeps recordings of a channel in the cloud for the days of its package, so you can play them back even when the recorder is offline. Buy a package per channel under Service, Cloud storage; Account, Storage management shows each channel's package and the space it uses.`,
  },
  {
    id: "sharing",
    question: msg`How do I share a video with someone?`,
    answer: msg`Save the footage as an archive (from playback or Archives), open the archive and choose Share. Anyone with the share link can watch it until the link expires, without an account. Inside your organization, invite people under Settings, Organization management and give them a role and the sites they may see.`,
  },
  {
    id: "invite",
    question: msg`How do I give a colleague access?`,
    answer: msg`Administrators invite colleagues by e-mail under Settings, Organization management. The invitation carries a role (what they may do) and site grants (where). The colleague sets a name and password through the link in the e-mail; the link works once and expires after 72 hours.`,
  },
  {
    id: "mfa",
    question: msg`How do I turn on multi-factor authentication (MFA)?`,
    answer: msg`Open Account, Multi-factor authentication. Add an authenticator app by scanning the QR code, or use codes sent to your e-mail, and confirm with a code. From then on signing in asks for a code after your password. Administrators can require MFA for everyone in the organization.`,
  },
  {
    id: "lost-mfa",
    question: msg`I lost my phone with the authenticator app. How do I sign in?`,
    answer: msg`If you also set up e-mail codes, choose the e-mail code at sign-in, then open Account, Multi-factor authentication, remove the lost authenticator (removing one asks for your password) and add the new phone. An authenticator that is your only factor cannot be skipped, not even by an administrator: set up e-mail codes as well, so that a lost phone never locks you out.`,
  },
  {
    id: "password",
    question: msg`I forgot my password.`,
    answer: msg`On the sign-in page choose Forgot password, enter your e-mail address and the code mailed to you, and choose a new password. Too many wrong passwords lock the account for a few minutes.`,
  },
  {
    id: "delete-account",
    question: msg`How do I delete my account?`,
    answer: msg`Open Account and choose Delete your account, then confirm with your password or a code sent to your e-mail. An administrator must first remove the organization's other users and devices. Your personal data is deleted; the operation log keeps what was done, without your name.`,
  },
];
