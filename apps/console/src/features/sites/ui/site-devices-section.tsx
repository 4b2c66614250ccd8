import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DevTypeLabel, DeviceStatusBadge, useDevicePage, type PageSize } from "@/entities/device";
import { FetchingBar, TablePager } from "@/shared/ui";

/**
 * The devices of a site and its sub-sites, read only (the asset page manages them): name, SN, type
 * and status, which the device status push keeps current.
 */
export function SiteDevicesSection({ siteId }: { siteId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState<{ siteId: string; pageNum: number; pageSize: PageSize }>({ siteId, pageNum: 1, pageSize: 10 });
  // Another site starts again at its first page.
  const current = page.siteId === siteId ? page : { siteId, pageNum: 1, pageSize: page.pageSize };
  const { data, isFetching } = useDevicePage({ siteId, pageNum: current.pageNum, pageSize: current.pageSize });
  const rows = data?.list ?? [];
  return (
    <Paper variant="outlined" data-testid="site-devices">
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {t`Devices`}
      </Typography>
      <Typography variant="body2" sx={{ px: 2, color: "text.secondary" }}>
        {t`Including the devices of its sub-sites. Manage them on the asset page.`}
      </Typography>
      <FetchingBar active={isFetching} sx={{ mt: 1 }} />
      <Table size="small" aria-label={t`Devices of the site`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`SN`}</TableCell>
            <TableCell>{t`Type`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((device) => (
            <TableRow key={device.sn} data-testid="site-device-row">
              <TableCell>{device.name || device.sn}</TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{device.sn}</TableCell>
              <TableCell>
                <DevTypeLabel devType={device.devType} />
              </TableCell>
              <TableCell>
                <DeviceStatusBadge status={device.status} />
              </TableCell>
            </TableRow>
          ))}
          {data && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ color: "text.secondary" }} data-testid="site-devices-empty">
                {t`No devices in this site.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {(data?.total ?? 0) > 10 && (
        <TablePager
          total={data?.total ?? 0}
          pageNum={current.pageNum}
          pageSize={current.pageSize}
          onPageNumChange={(pageNum) => setPage({ ...current, pageNum })}
          onPageSizeChange={(pageSize) => setPage({ siteId, pageNum: 1, pageSize })}
        />
      )}
    </Paper>
  );
}
