import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LensAction, PtzDirection } from "../api/ptz-control";
import type { PtzNameProblem } from "../model/ptz-limits";
import { nameProblemMessages } from "@/shared/lib/form-messages";

/** Accessible names of the direction buttons. */
export const directionMessages: Record<PtzDirection, MessageDescriptor> = {
  upLeft: msg`Move up left`,
  up: msg`Move up`,
  upRight: msg`Move up right`,
  left: msg`Move left`,
  right: msg`Move right`,
  downLeft: msg`Move down left`,
  down: msg`Move down`,
  downRight: msg`Move down right`,
};

export const lensMessages: Record<LensAction, MessageDescriptor> = {
  zoomIn: msg`Zoom in`,
  zoomOut: msg`Zoom out`,
  focusNear: msg`Focus near`,
  focusFar: msg`Focus far`,
  irisOpen: msg`Open iris`,
  irisClose: msg`Close iris`,
};

/** Spec §5: preset and cruise names. */
export const ptzNameMessages: Record<PtzNameProblem, MessageDescriptor> = {
  ...nameProblemMessages,
  duplicate: msg`This name is already used.`,
};
