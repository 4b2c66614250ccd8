import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Shown on /login after the idle logout of spec §4. */
export const idleLogoutMessage: MessageDescriptor = msg`You were signed out after 30 minutes without activity.`;
/** Shown on /login when the permissions could not be loaded with the retries of spec §4. */
export const permissionsFailedMessage: MessageDescriptor = msg`Your permissions could not be loaded. Please sign in again.`;
