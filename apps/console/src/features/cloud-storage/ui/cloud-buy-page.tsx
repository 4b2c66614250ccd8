import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatCents, ORDER_STATUS } from "@vms/licence-pricing";
import { useState } from "react";
import { CommerceStatus } from "@/entities/licence";
import { useChannelApplication } from "../api/get-channel-application";
import { useChannelPlans } from "../api/get-channel-plans";
import { useCloudGoods } from "../api/get-goods";
import { usePurchaseCloud } from "../api/purchase-cloud";
import { ChannelChecklist, channelKey } from "./channel-checklist";
import { GoodsPicker } from "./goods-picker";

export interface CloudBuyPageProps {
  sn: string;
  chlIndex: number;
  /** A paid package was ordered: pay it. */
  onOrdered: (orderNo: string) => void;
  /** The free trial started (no payment). */
  onTrialStarted: () => void;
}

/**
 * Spec §2 /service/serviceCloudstorage/buy: one channel, its packages (trial once per device) and auto
 * renew; issue 28: other channels ticked join the same order, paid once (price × channels).
 */
export function CloudBuyPage({ sn, chlIndex, onOrdered, onTrialStarted }: CloudBuyPageProps) {
  const { t } = useLingui();
  const app = useChannelApplication(sn, chlIndex).data;
  const goods = useCloudGoods().data?.list ?? [];
  const purchase = usePurchaseCloud();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [autoRenew, setAutoRenew] = useState(false);
  const [more, setMore] = useState<Set<string>>(() => new Set());
  const channels = useChannelPlans({ pageNum: 1, pageSize: 100 }).data?.list ?? [];
  const chosen = goods.find((g) => g.goodsId === picked);
  // The trial is one channel's (once per device): the others wait for a paid package.
  const others = chosen?.trial ? [] : channels.filter((c) => c.sn !== sn || c.chlIndex !== chlIndex).filter((c) => more.has(channelKey(c)));
  const count = 1 + others.length;
  const total = chosen ? formatCents(chosen.priceCents * count) : "";
  const buy = () => {
    if (!chosen) return;
    const moreChannels = others.map((c) => ({ sn: c.sn, chlIndex: c.chlIndex }));
    void purchase.mutateAsync({ goodsId: chosen.goodsId, sn, chlIndex, autoRenew: chosen.trial ? false : autoRenew, ...(moreChannels.length ? { moreChannels } : {}) }).then(
      (order) => (order.status === ORDER_STATUS.TO_PAY ? onOrdered(order.orderNo) : onTrialStarted()),
      () => undefined,
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {app && (
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} data-testid="cloud-channel">
            <Typography>{`${app.plan.chlName} · ${app.plan.devName} · ${app.plan.siteName}`}</Typography>
            <CommerceStatus kind="cloud" status={app.plan.status} />
          </Stack>
        )}
        <GoodsPicker goods={goods} value={picked} onChange={setPicked} trialAvailable={app?.trialAvailable ?? false} />
        {!chosen?.trial && channels.length > 1 && <ChannelChecklist channels={channels} fixed={{ sn, chlIndex }} value={more} onChange={setMore} />}
        {chosen && !chosen.trial && <Typography data-testid="cloud-total">{t`Total: ${total} ${chosen.currency} for ${plural(count, { one: "# channel", other: "# channels" })}`}</Typography>}
        {chosen && !chosen.trial && <FormControlLabel control={<Checkbox checked={autoRenew} onChange={(e) => setAutoRenew(e.target.checked)} />} label={t`Renew automatically`} />}
        <div>
          <Button variant="contained" disabled={!chosen || purchase.isPending || !app} onClick={buy} data-testid="cloud-buy">
            {chosen?.trial ? t`Start free trial` : t`Buy`}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
