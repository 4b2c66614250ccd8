import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TablePager, usePagerState } from "@/shared/ui";
import { CHANNEL_PLANS_PAGE_SIZE, useChannelPlans } from "../api/get-channel-plans";
import { ChannelPlanTable } from "./channel-plan-table";

/**
 * Spec §2 /service/serviceCloudstorage/purchase ("buy": a buy button per channel) and
 * /account/storage-management ("manage": each channel's package, status 1–9, days kept and space used).
 */
export function ChannelPlansPage({ mode }: { mode: "buy" | "manage" }) {
  const { t } = useLingui();
  const pager = usePagerState(CHANNEL_PLANS_PAGE_SIZE);
  const plans = useChannelPlans({ pageNum: pager.pageNum, pageSize: pager.pageSize }, { live: mode === "manage" });
  return (
    <Stack spacing={2}>
      {plans.isError && <Alert severity="warning">{t`The channels could not be loaded.`}</Alert>}
      <Paper variant="outlined">
        <ChannelPlanTable rows={plans.data?.list ?? []} mode={mode} label={mode === "buy" ? t`Channels and their cloud storage` : t`Cloud storage per channel`} />
        <TablePager total={plans.data?.total ?? 0} {...pager} />
      </Paper>
    </Stack>
  );
}
