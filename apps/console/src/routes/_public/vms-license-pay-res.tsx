import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useBranding } from "@/features/branding";
import { PayResultPage, type PayReturn } from "@/features/payment";

// Spec §2 /vms-license-pay-res: public, branding first (the _public layout), and the result comes from
// the server: the query string only names the order and carries its result token.
export const Route = createFileRoute("/_public/vms-license-pay-res")({
  component: PayResultRoute,
});

/**
 * The provider's return link as written (`?orderNo=…&token=…&result=success|cancel`). Read from the
 * address bar: an order number is all digits, which the router's JSON search parsing (and its
 * re-stringified `searchStr`) would turn into a rounded number.
 */
function payReturnOf(searchStr: string): PayReturn | null {
  const params = new URLSearchParams(searchStr);
  const orderNo = params.get("orderNo")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  if (!/^[\w-]{1,64}$/.test(orderNo) || !/^[\w-]{16,128}$/.test(token)) return null;
  return { orderNo, resultToken: token, cancelled: params.get("result") === "cancel" };
}

function PayResultRoute() {
  const branding = useBranding();
  const [ret] = useState(() => payReturnOf(window.location.search));
  return <PayResultPage ret={ret} backgroundImage={branding?.bgImg} />;
}
