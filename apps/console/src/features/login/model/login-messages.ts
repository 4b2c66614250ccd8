import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The password passed pre-check, which used the image up; login needs a new one. */
export const imgCodeAgainMessage: MessageDescriptor = msg`Enter the new image code to finish signing in.`;
