import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderDto } from "@vms/api-client";
import { ORDER_TYPE } from "@vms/licence-pricing";
import { CLOUD_TERM_LABELS } from "./commerce-labels";

/**
 * What an order bought, in the UI language (issue 28: the server's English `spec` showed in zh-CN).
 * A cloud storage order names its channel (or channels, issue 28) as the server wrote it (device and channel names are the
 * organization's own words); the rest comes from the order's fields.
 */
export function orderItem(o: Pick<OrderDto, "orderType" | "trial" | "chlNum" | "spec"> & Partial<Pick<OrderDto, "sn" | "chlIndex" | "renewal">>): MessageDescriptor {
  const chlNum = o.chlNum;
  if (o.orderType === ORDER_TYPE.LICENCE) return o.trial ? msg`License trial for ${chlNum} cameras` : msg`Licenses for ${chlNum} cameras`;
  // After the last " · ": the package's stored name holds one itself ("7-day cyclic storage · monthly").
  const at = o.spec.lastIndexOf(" · ");
  const channel = (at >= 0 ? o.spec.slice(at + 3) : "") || (o.sn ? `${o.sn} / ${o.chlIndex ?? ""}` : "");
  if (!channel) return o.trial ? msg`Cloud storage trial` : msg`Cloud storage`;
  // Auto renew's order (decision 0035) says so: nobody clicked "buy" for it.
  if (o.renewal) return msg`Cloud storage renewal for ${channel}`;
  return o.trial ? msg`Cloud storage trial for ${channel}` : msg`Cloud storage for ${channel}`;
}

/**
 * A cloud storage package as a person reads it, in the UI language (issue 28: the channel-plan table
 * showed the package's stored English name): its days of cyclic storage and term, or the trial.
 */
export function cloudPackageName(i18n: I18n, p: { storageDays: number; termType?: number | null | undefined; trial: boolean }): string {
  const days = p.storageDays;
  if (p.trial) return i18n._(msg`Free trial, ${days} days of cyclic storage`);
  const label = p.termType == null ? undefined : CLOUD_TERM_LABELS[p.termType];
  if (!label) return i18n._(msg`${days} days of cyclic storage`);
  const term = i18n._(label);
  return i18n._(msg`${days} days of cyclic storage, ${term}`);
}
