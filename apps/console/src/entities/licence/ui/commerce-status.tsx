import { useLingui } from "@lingui/react";
import { memo } from "react";
import { StatusIndicator } from "@/shared/ui";
import { CLOUD_STORAGE_STATUS_LABELS, LICENCE_STATUS_LABELS, labelOf, licenceStatusTone, ORDER_STATUS_EXCEPTION, ORDER_STATUS_LABELS, orderStatusTone } from "../model/commerce-labels";

export interface CommerceStatusProps {
  /** Which status list the value belongs to (spec §4). */
  kind: "licence" | "cloud" | "order";
  status: number;
}

/** A licence (1–7), cloud storage (1–9) or order status as a coloured dot and its translated name. */
export const CommerceStatus = memo(function CommerceStatus({ kind, status }: CommerceStatusProps) {
  const { i18n } = useLingui();
  const label =
    kind === "order"
      ? labelOf(ORDER_STATUS_LABELS, status, ORDER_STATUS_EXCEPTION)
      : labelOf(kind === "licence" ? LICENCE_STATUS_LABELS : CLOUD_STORAGE_STATUS_LABELS, status, ORDER_STATUS_EXCEPTION);
  const tone = kind === "order" ? orderStatusTone(status) : licenceStatusTone(status);
  return <StatusIndicator tone={tone} label={i18n._(label)} state={String(status)} />;
});
