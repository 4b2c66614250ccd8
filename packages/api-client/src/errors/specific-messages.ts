import { archiveMessages } from "./archive-messages.js";
import { commerceMessages } from "./commerce-messages.js";
import type { MessageDescriptor } from "./message.js";

// Codes with a meaning of their own. Codes absent here use their group's message.
// Assignments marked "server" are this product's choices for meanings spec §8 leaves open;
// docs/api.md lists them.
export const specificMessages: Record<number, MessageDescriptor> = {
  ...commerceMessages,
  ...archiveMessages,
  // Parameters (server)
  1000: /*i18n*/ { id: "error.1000", message: "The request was malformed." },
  4500: /*i18n*/ { id: "error.4500", message: "The request has expired. Check that your computer's clock is correct." },
  7000: /*i18n*/ { id: "error.7000", message: "Some of the submitted values are not valid." },
  20001: /*i18n*/ { id: "error.20001", message: "This request was already received." },
  // Captcha
  1005: /*i18n*/ { id: "error.1005", message: "The verification code has expired. Please request a new one." },
  1007: /*i18n*/ { id: "error.1007", message: "The e-mail code is wrong." },
  1008: /*i18n*/ { id: "error.1008", message: "The e-mail code has expired. Please request a new one." },
  1009: /*i18n*/ { id: "error.1009", message: "Please request a verification code first." },
  20007: /*i18n*/ { id: "error.20007", message: "The image code is wrong." },
  20009: /*i18n*/ { id: "error.20009", message: "Please enter the image code." },
  20032: /*i18n*/ { id: "error.20032", message: "The verification code is wrong." },
  20073: /*i18n*/ { id: "error.20073", message: "The code is wrong." },
  33811: /*i18n*/ { id: "error.33811", message: "This code has already been used." },
  // Permission
  5000: /*i18n*/ { id: "error.5000", message: "You do not have permission for this operation." },
  5001: /*i18n*/ { id: "error.5001", message: "This resource does not belong to your organization." },
  5002: /*i18n*/ { id: "error.5002", message: "You do not have the right to download this archive." },
  20026: /*i18n*/ { id: "error.20026", message: "You do not have permission for this site." },
  33001: /*i18n*/ { id: "error.33001", message: "You do not have permission for this device." },
  33002: /*i18n*/ { id: "error.33002", message: "You do not have permission for this channel." },
  // User
  7001: /*i18n*/ { id: "error.7001", message: "The user does not exist." },
  7002: /*i18n*/ { id: "error.7002", message: "The old password is wrong." },
  7007: /*i18n*/ { id: "error.7007", message: "This account is disabled." },
  20003: /*i18n*/ { id: "error.20003", message: "No account exists with this name." },
  20005: /*i18n*/ { id: "error.20005", message: "The user name or password is wrong." },
  20006: /*i18n*/ { id: "error.20006", message: "The account is locked after too many failed sign-ins." },
  20010: /*i18n*/ { id: "error.20010", message: "The old password is wrong." },
  20011: /*i18n*/ { id: "error.20011", message: "The new password must differ from the old one." },
  // Too frequent
  20023: /*i18n*/ { id: "error.20023", message: "Codes are being requested too often. Please wait and try again." },
  6001: /*i18n*/ { id: "error.6001", message: "Too many requests. Please wait and try again." },
  1024: /*i18n*/ { id: "error.1024", message: "The daily limit for e-mail codes has been reached." },
  // Invites
  20022: /*i18n*/ { id: "error.20022", message: "This account already exists." },
  20070: /*i18n*/ { id: "error.20070", message: "This account belongs to another data centre." },
  20071: /*i18n*/ { id: "error.20071", message: "This account belongs to another brand." },
  20035: /*i18n*/ { id: "error.20035", message: "This invitation has expired. Ask for a new one." },
  20036: /*i18n*/ { id: "error.20036", message: "This invitation link has already been used." },
  20037: /*i18n*/ { id: "error.20037", message: "This invitation link is not valid." },
  20038: /*i18n*/ { id: "error.20038", message: "This invitation is no longer pending." },
  20039: /*i18n*/ { id: "error.20039", message: "The role does not exist." },
  20040: /*i18n*/ { id: "error.20040", message: "The organization must keep at least one administrator." },
  33555: /*i18n*/ { id: "error.33555", message: "This role is assigned to users and cannot be deleted. Give them another role first." },
  33740: /*i18n*/ { id: "error.33740", message: "A role with this name already exists. Choose another name." },
  // Device
  33010: /*i18n*/ { id: "error.33010", message: "The device has already been added." },
  7062: /*i18n*/ { id: "error.7062", message: "The device is offline." },
  21001: /*i18n*/ { id: "error.21001", message: "The device firmware is too old for this operation." },
  33016: /*i18n*/ { id: "error.33016", message: "The device is bound to another account." },
  7060: /*i18n*/ { id: "error.7060", message: "The device does not exist." },
  7064: /*i18n*/ { id: "error.7064", message: "The device is busy. Please try again later." },
  7065: /*i18n*/ { id: "error.7065", message: "The device refused the operation: no permission." },
  7066: /*i18n*/ { id: "error.7066", message: "The end of the recording has been reached." },
  7067: /*i18n*/ { id: "error.7067", message: "Cloud storage is not enabled for this channel." },
  7068: /*i18n*/ { id: "error.7068", message: "The serial number or security code is wrong." },
  7069: /*i18n*/ { id: "error.7069", message: "The device did not answer in time." },
  // Live video (server)
  7070: /*i18n*/ { id: "error.7070", message: "Your organization is already watching the maximum number of live streams." },
  7071: /*i18n*/ { id: "error.7071", message: "The channel is closed or its camera is offline." },
  7072: /*i18n*/ { id: "error.7072", message: "The live video link is invalid or has expired. Please open the channel again." },
  // Playback (server and device)
  7150: /*i18n*/ { id: "error.7150", message: "There is no recording in this time range." },
  // Cameras behind a site bridge (the bridge relays the camera's own H.264 and transcodes nothing)
  33770: /*i18n*/ { id: "error.33770", message: "This camera sends H.265. Set its stream to H.264." },
  33771: /*i18n*/ { id: "error.33771", message: "This camera sends MJPEG. Set its stream to H.264." },
  33772: /*i18n*/ { id: "error.33772", message: "The camera refused the bridge's user name or password." },
  33773: /*i18n*/ { id: "error.33773", message: "The bridge cannot reach this camera." },
  // Sites
  33003: /*i18n*/ { id: "error.33003", message: "The site does not exist." },
  33022: /*i18n*/ { id: "error.33022", message: "Delete the devices of this site first." },
  33028: /*i18n*/ { id: "error.33028", message: "This scene is used by a site and cannot be deleted." },
  33032: /*i18n*/ { id: "error.33032", message: "A site with this name already exists." },
  33820: /*i18n*/ { id: "error.33820", message: "A sub-site's permission may not be lower than its parent site's." },
  33821: /*i18n*/ { id: "error.33821", message: "Delete the sub-sites of this site first." },
  33822: /*i18n*/ { id: "error.33822", message: "The maximum number of sites has been reached." },
  33823: /*i18n*/ { id: "error.33823", message: "The maximum site depth has been reached." },
  33825: /*i18n*/ { id: "error.33825", message: "A site cannot be moved under itself." },
  // Payment
  23011: /*i18n*/ { id: "error.23011", message: "This package has expired." },
  23019: /*i18n*/ { id: "error.23019", message: "The amount exceeds the maximum of 10 million." },
  23036: /*i18n*/ { id: "error.23036", message: "The minimum payment is 0.5 US dollars." },
  31001: /*i18n*/ { id: "error.31001", message: "This item is out of stock." },
  // Plate library
  33056: /*i18n*/ { id: "error.33056", message: "This plate is already in the library." },
  33058: /*i18n*/ { id: "error.33058", message: "The plate library is full (10,000 plates)." },
  33060: /*i18n*/ { id: "error.33060", message: "The date range may not exceed 31 days." },
  // Alarm rules and events (server)
  33049: /*i18n*/ { id: "error.33049", message: "Too many events to export (at most 10,000). Narrow the search and try again." },
  // Contact
  33620: /*i18n*/ { id: "error.33620", message: "A contact with this name already exists." },
  // Account deletion
  33400: /*i18n*/ { id: "error.33400", message: "Delete your sub-users before deleting the account." },
  33401: /*i18n*/ { id: "error.33401", message: "Remove your devices before deleting the account." },
  // MFA
  33671: /*i18n*/ { id: "error.33671", message: "The multi-factor code is wrong." },
  33672: /*i18n*/ { id: "error.33672", message: "The multi-factor code has expired. Please request a new one." },
  // Access (issue 27): the remote-access link and share access codes
  33700: /*i18n*/ { id: "error.33700", message: "This remote-access link has already been used in this session. Sign out, sign in again and open the link once more." },
  33701: /*i18n*/ { id: "error.33701", message: "This remote-access link works only for the installer it was granted to, signed in to their own account." },
  33702: /*i18n*/ { id: "error.33702", message: "This customer requires multi-factor authentication. Turn it on for your account, sign in again with your second factor, then open the link." },
  33703: /*i18n*/ { id: "error.33703", message: "Too many wrong access codes. This link is locked for a few minutes; try again later." },
  33750: /*i18n*/ { id: "error.33750", message: "This range has not been recorded yet: choose a start in the past." },
  // Audit
  33890: /*i18n*/ { id: "error.33890", message: "The export failed." },
  // Push
  22013: /*i18n*/ { id: "error.22013", message: "The live connection must reconnect." },
  // Session (forced logout)
  10002: /*i18n*/ { id: "error.10002", message: "Your session has expired. Please sign in again." },
  20004: /*i18n*/ { id: "error.20004", message: "You have been signed out. Please sign in again." },
  7003: /*i18n*/ { id: "error.7003", message: "The request signature is not valid. Please sign in again." },
  7004: /*i18n*/ { id: "error.7004", message: "Your account signed in somewhere else." },
  7009: /*i18n*/ { id: "error.7009", message: "Your account has been frozen." },
  7088: /*i18n*/ { id: "error.7088", message: "Your account has been deleted." },
  7090: /*i18n*/ { id: "error.7090", message: "Your organization has been disabled." },
  9100: /*i18n*/ { id: "error.9100", message: "Please sign in." },
  123456: /*i18n*/ { id: "error.123456", message: "Your session is not valid. Please sign in again." },
  // HTTP
  401: /*i18n*/ { id: "error.401", message: "You are not signed in." },
  403: /*i18n*/ { id: "error.403", message: "Access is forbidden." },
  404: /*i18n*/ { id: "error.404", message: "The requested resource was not found." },
  408: /*i18n*/ { id: "error.408", message: "The server timed out waiting for the request." },
  500: /*i18n*/ { id: "error.500", message: "The server hit an internal error." },
  501: /*i18n*/ { id: "error.501", message: "The server does not support this request." },
  502: /*i18n*/ { id: "error.502", message: "The server received a bad answer from upstream." },
  503: /*i18n*/ { id: "error.503", message: "The service is unavailable. Please try again later." },
  504: /*i18n*/ { id: "error.504", message: "The upstream server timed out." },
  // Client
  12344: /*i18n*/ { id: "error.12344", message: "Network error. Check your connection." },
  12345: /*i18n*/ { id: "error.12345", message: "The network timed out. Please try again." },
  // Layout and user configs (server)
  20057: /*i18n*/ { id: "error.20057", message: "A layout with this name already exists." },
  20058: /*i18n*/ { id: "error.20058", message: "The maximum number of layouts has been reached." },
  20059: /*i18n*/ { id: "error.20059", message: "The layout no longer exists." },
  20060: /*i18n*/ { id: "error.20060", message: "Enter a layout name of 1-32 characters without special characters." },
  20061: /*i18n*/ { id: "error.20061", message: "The layout's split must be 1, 4, 9 or 16." },
  20062: /*i18n*/ { id: "error.20062", message: "The layout's windows do not fit its split." },
  20063: /*i18n*/ { id: "error.20063", message: "The saved configuration is not valid." },
  20064: /*i18n*/ { id: "error.20064", message: "The configuration is too large." },
};
