import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useOpLogs } from "../api/get-op-logs";
import { OpLogTable } from "./op-log-table";

/** The last 31 days. */
const RECENT_MS = 31 * 86_400_000 - 60_000;

/** A user's most recent operations (the user detail page, spec §2): the last 10 of 31 days. */
export function UserRecentOpLogs({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [range] = useState(() => ({ startTime: Date.now() - RECENT_MS, endTime: Date.now() + 60_000 }));
  const { data } = useOpLogs({ ...range, userId, pageNum: 1, pageSize: 10 });
  return (
    <Paper variant="outlined" data-testid="user-recent-oplogs">
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t`Recent operations`}
      </Typography>
      <OpLogTable lines={data?.list ?? []} loaded={data !== undefined} />
    </Paper>
  );
}
