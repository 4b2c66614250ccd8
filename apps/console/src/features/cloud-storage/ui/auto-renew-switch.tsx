import { useLingui } from "@lingui/react/macro";
import Switch from "@mui/material/Switch";
import type { ChannelPlanRow } from "../api/get-channel-plans";
import { useSetAutoRenew } from "../api/set-auto-renew";

/** A channel's auto renew (spec §3): only a paid package renews, so channels without one show it off and disabled. */
export function AutoRenewSwitch({ row }: { row: ChannelPlanRow }) {
  const { t } = useLingui();
  const change = useSetAutoRenew();
  const paid = Boolean(row.goodsId) && !row.trial && [1, 2, 3, 7].includes(row.status);
  return (
    <Switch
      size="small"
      checked={row.autoRenew}
      disabled={!paid || change.isPending}
      onChange={(_, autoRenew) => change.mutate({ sn: row.sn, chlIndex: row.chlIndex, autoRenew })}
      slotProps={{ input: { "aria-label": t`Auto renew ${row.chlName}` } }}
      data-testid="channel-plan-auto-renew"
    />
  );
}
