import { useLingui } from "@lingui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { channelApplicationQueryOptions, CloudBuyPage, cloudGoodsQueryOptions } from "@/features/cloud-storage";
import { PayPanel } from "@/features/payment";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/serviceCloudstorage/buy (vms_cloudstorage_mgr in both lists): a channel's package,
// then (orderNo in the URL) paying its order.
export const Route = createFileRoute("/_shell/service/serviceCloudstorage/buy")({
  validateSearch: z.object({
    sn: z.string().min(1).max(64).optional().catch(undefined),
    chlIndex: z.number().int().min(0).max(256).optional().catch(undefined),
    orderNo: z.string().min(1).max(64).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (!search.orderNo && (search.sn === undefined || search.chlIndex === undefined)) throw redirect({ to: "/service/serviceCloudstorage/purchase", replace: true });
  },
  loaderDeps: ({ search }) => ({ sn: search.sn, chlIndex: search.chlIndex, orderNo: search.orderNo }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.orderNo || deps.sn === undefined || deps.chlIndex === undefined) return;
    await Promise.all([queryClient.ensureQueryData(cloudGoodsQueryOptions()), queryClient.ensureQueryData(channelApplicationQueryOptions(deps.sn, deps.chlIndex))]).catch(() => undefined);
  },
  component: CloudBuyRoute,
});

function CloudBuyRoute() {
  const { i18n } = useLingui();
  const { sn, chlIndex, orderNo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={i18n._(shellPageTitles.cloudStorageBuy)}>
      {orderNo ? (
        <PayPanel orderNo={orderNo} />
      ) : (
        <CloudBuyPage
          sn={sn ?? ""}
          chlIndex={chlIndex ?? 0}
          onOrdered={(next) => void navigate({ search: { orderNo: next } })}
          onTrialStarted={() => void navigate({ to: "/account/storage-management" })}
        />
      )}
    </Page>
  );
}
