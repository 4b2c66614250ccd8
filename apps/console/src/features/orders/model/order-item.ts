import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderDto } from "@vms/api-client";
import { ORDER_TYPE } from "@vms/licence-pricing";

/**
 * What an order bought, in the UI language (issue 28: the server's English `spec` showed in zh-CN).
 * A cloud storage order names its channel as the server wrote it (device and channel names are the
 * organization's own words); the rest comes from the order's fields.
 */
export function orderItem(o: Pick<OrderDto, "orderType" | "trial" | "chlNum" | "spec" | "sn" | "chlIndex">): MessageDescriptor {
  const chlNum = o.chlNum;
  if (o.orderType === ORDER_TYPE.LICENCE) return o.trial ? msg`License trial for ${chlNum} cameras` : msg`Licenses for ${chlNum} cameras`;
  const channel = o.spec.split(" · ").slice(1).join(" · ") || (o.sn ? `${o.sn} / ${o.chlIndex ?? ""}` : "");
  if (!channel) return o.trial ? msg`Cloud storage trial` : msg`Cloud storage`;
  return o.trial ? msg`Cloud storage trial for ${channel}` : msg`Cloud storage for ${channel}`;
}
