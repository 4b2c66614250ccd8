import type { RequestOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { isPtzSuccess, PtzFailure, type PtzOperationKind } from "../model/ptz-result";

/** The channel a PTZ call addresses. */
export interface PtzTarget {
  sn: string;
  chlIndex: number;
}

type TransportApi = RequestOf<"/device/transport">["api"];

/** Query keys of one channel's PTZ data. */
export const ptzKeys = {
  channel: ({ sn, chlIndex }: PtzTarget) => ["ptz", sn, chlIndex] as const,
  caps: (t: PtzTarget) => [...ptzKeys.channel(t), "caps"] as const,
  presets: (t: PtzTarget) => [...ptzKeys.channel(t), "presets"] as const,
  cruises: (t: PtzTarget) => [...ptzKeys.channel(t), "cruises"] as const,
  tracks: (t: PtzTarget) => [...ptzKeys.channel(t), "tracks"] as const,
  cruiseGroups: (t: PtzTarget) => [...ptzKeys.channel(t), "cruiseGroups"] as const,
};

/**
 * One call through the device pass-through (POST /vms/device/transport, spec §7). The device's answer
 * is the data when it is a success (spec §4: code 200 and status not failed); otherwise a
 * {@link PtzFailure} of `kind`. Call-level failures (7062 offline, 33001 …) are ApiErrors, toasted by
 * the client unless `hideTip` (list reads show an error state instead).
 */
export async function callPtz(target: PtzTarget, api: TransportApi, params: Record<string, unknown>, kind: PtzOperationKind, hideTip = false): Promise<unknown> {
  const result = await apiClient.call("/device/transport", { sn: target.sn, chlIndex: target.chlIndex, api, params }, { hideTip });
  if (!isPtzSuccess(result)) throw new PtzFailure(kind, result.code);
  return result.data;
}
