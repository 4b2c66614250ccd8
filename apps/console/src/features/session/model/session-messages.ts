import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Shown on /login after the idle logout of spec §4. */
export const idleLogoutMessage: MessageDescriptor = msg`You were signed out after 30 minutes without activity.`;
/** Shown on /login when an installer's remote session was revoked by the customer or its grant ran out. */
export const remoteAccessEndedMessage: MessageDescriptor = msg`Your remote access to this organization has ended.`;
/** Shown on /login after a forced logout whose code has no message of its own. */
export const signedOutMessage: MessageDescriptor = msg`You were signed out.`;
/** Shown on /login when the permissions could not be loaded with the retries of spec §4. */
export const permissionsFailedMessage: MessageDescriptor = msg`Your permissions could not be loaded. Please sign in again.`;
/** Shown when the push socket gave up after its retries (spec §4): statuses stop updating by themselves. */
export const pushUnavailableMessage: MessageDescriptor = msg`Live updates are unavailable, so device statuses may be out of date. Reload the page to reconnect.`;
