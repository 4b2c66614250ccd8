import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { AlarmRule, RuleTargetType } from "@vms/api-client";
import { useState } from "react";
import { Page, useConfirm } from "@/shared/ui";
import { useDeleteRuleMutation } from "../api/delete-rule";
import { useRules } from "../api/get-rules";
import { targetLabels } from "@/entities/event-labels";
import { ContactsSection } from "./contacts-section";
import { RuleFormDialog, type RuleFormTarget } from "./rule-form-dialog";

/** Spec §2 alarm rules: person rules, or general rules (motor and non-motor vehicles), with the contacts. */
export function AlarmRulesPage({ title, targetTypes }: { title: string; targetTypes: readonly RuleTargetType[] }) {
  const { t, i18n } = useLingui();
  const rules = useRules(targetTypes);
  const remove = useDeleteRuleMutation();
  const [editing, setEditing] = useState<RuleFormTarget | null>(null);
  const confirm = useConfirm();
  const askDelete = async ({ ruleId, ruleName }: AlarmRule) => {
    if (await confirm({ title: t`Delete the alarm rule ${ruleName}?`, confirmLabel: t`Delete` })) remove.mutate(ruleId);
  };
  return (
    <Page title={title}>
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ targetTypes })} data-testid="add-rule">
          {t`Add rule`}
        </Button>
      </Stack>
      <Table size="small" aria-label={t`Alarm rules`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Rule name`}</TableCell>
            <TableCell>{t`Target`}</TableCell>
            <TableCell align="right">{t`Sites`}</TableCell>
            <TableCell align="right">{t`Recipients`}</TableCell>
            <TableCell align="right">{t`Repeat (s)`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell align="right">{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rules.data ?? []).map((rule) => (
            <TableRow key={rule.ruleId} data-testid="rule-row">
              <TableCell>{rule.ruleName}</TableCell>
              <TableCell>{i18n._(targetLabels[rule.targetType])}</TableCell>
              <TableCell align="right">{rule.siteIds.length}</TableCell>
              <TableCell align="right">{rule.recipientIds.length + rule.contactIds.length}</TableCell>
              <TableCell align="right">{rule.repeatInterval}</TableCell>
              <TableCell>{rule.enabled ? t`Enabled` : t`Disabled`}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={t`Edit ${rule.ruleName}`} onClick={() => setEditing({ targetTypes, rule })}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t`Delete ${rule.ruleName}`} onClick={() => void askDelete(rule)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {rules.data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{t`No alarm rule yet.`}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ContactsSection />
      <RuleFormDialog target={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
