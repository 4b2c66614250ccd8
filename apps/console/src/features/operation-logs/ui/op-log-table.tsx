import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { OpLogItem } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { opLogActionLabels } from "../model/op-log-action-labels";
import { opLogDetail } from "../model/op-log-detail";
import { opLogModuleLabels, opLogOperator } from "../model/op-log-labels";

export interface OpLogTableProps {
  lines: readonly OpLogItem[];
  /** True once a page has arrived (an empty answer then says so). */
  loaded: boolean;
}

/** Operation-log lines: time, operator, module, operation, detail and IP (spec §3 operation log). */
export function OpLogTable({ lines, loaded }: OpLogTableProps) {
  const { t, i18n } = useLingui();
  const label = (labels: Readonly<Record<string, MessageDescriptor>>, key: string) => (labels[key] ? i18n._(labels[key]) : key);
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Operation logs`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Time`}</TableCell>
            <TableCell>{t`Operator`}</TableCell>
            <TableCell>{t`Module`}</TableCell>
            <TableCell>{t`Operation`}</TableCell>
            <TableCell>{t`Detail`}</TableCell>
            <TableCell>{t`IP address`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const detail = opLogDetail(i18n, line);
            return (
            <TableRow key={line.id} data-testid="oplog-row" data-action={line.operateEnum}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(line.createTime)}</TableCell>
              <TableCell title={line.loginName}>{opLogOperator(i18n, line)}</TableCell>
              <TableCell>{label(opLogModuleLabels, line.module)}</TableCell>
              <TableCell>{label(opLogActionLabels, line.operateEnum)}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} title={detail}>
                {detail}
              </TableCell>
              <TableCell>{line.ip}</TableCell>
            </TableRow>
            );
          })}
          {loaded && lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ color: "text.secondary" }} data-testid="oplog-empty">
                {t`No operations in this range.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
