import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §6: an ordinary user's bind of a viewing station is refused with 5000. */
export const viewingStationRefusedMessage: MessageDescriptor = msg`Ordinary users cannot add a viewing station.`;
/** What can be bound, for administrators (viewing stations included) and for ordinary users. */
export const bindHintAdminMessage: MessageDescriptor = msg`Cameras, recorders and viewing stations can be added.`;
export const bindHintUserMessage: MessageDescriptor = msg`Cameras and recorders can be added.`;
/** After a successful bind. */
export const deviceBoundMessage: MessageDescriptor = msg`The device was added.`;
/** Spec §5 device name: 0-32 characters. */
export const deviceNameLengthMessage: MessageDescriptor = msg`At most 32 characters.`;
