import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BridgeCameraState } from "@vms/api-client";

/** A bridged camera's state (issue 30), never shown as its code. */
export const bridgeCameraStateMessages: Readonly<Record<BridgeCameraState, MessageDescriptor>> = {
  streaming: msg`Streaming`,
  idle: msg`Idle`,
  unauthorized: msg`Unauthorized`,
  unreachable: msg`Unreachable`,
  unsupportedCodec: msg`Unsupported codec`,
};
