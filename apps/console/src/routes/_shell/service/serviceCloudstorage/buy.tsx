import { useLingui } from "@lingui/react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { channelApplicationQueryOptions, CloudBuyPage, cloudGoodsQueryOptions } from "@/features/cloud-storage";
import { PayPanel } from "@/features/payment";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

// Spec §2 /service/serviceCloudstorage/buy (vms_cloudstorage_mgr in both lists): a channel's package,
// then (orderNo in the URL) paying its order.
export const Route = createFileRoute("/_shell/service/serviceCloudstorage/buy")({
  validateSearch: z.object({
    sn: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
    chlIndex: z.catch(z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(256))), undefined),
    orderNo: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(64))), undefined),
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
