import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import { createLink } from "@tanstack/react-router";
import type { PlateGroup } from "@vms/api-client";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { Page, useConfirm } from "@/shared/ui";
import { useDeletePlateGroupMutation } from "../api/delete-plate-group";
import { usePlateGroups } from "../api/get-plate-groups";
import { rulesUsingLibrary } from "../api/rules-using-library";
import { useSavePlateGroupMutation } from "../api/save-plate-group";
import { NameDialog } from "./name-dialog";
import { PlateLabelsSection } from "./plate-labels-section";

const GroupLink = createLink(MuiLink);

/** Spec §2 general-vehicle: the plate libraries (vehicle groups) with add, rename, delete, and the labels. */
export function PlateLibrariesPage() {
  const { t } = useLingui();
  const groups = usePlateGroups();
  const save = useSavePlateGroupMutation();
  const remove = useDeletePlateGroupMutation();
  const [editing, setEditing] = useState<PlateGroup | "new" | null>(null);
  const confirm = useConfirm();
  const askDelete = async ({ groupId, groupName, plateCount }: PlateGroup) => {
    // A rule matching this library would stay enabled but never fire: the question names them.
    const rules = (await rulesUsingLibrary(groupId).catch(() => [])).map((r) => r.ruleName).join(", ");
    const text = rules
      ? t`Its ${plateCount} plates are deleted with it. The alarm rules ${rules} match this library: they will no longer fire for its plates.`
      : t`Its ${plateCount} plates are deleted with it.`;
    if (await confirm({ title: t`Delete the library ${groupName}?`, text, confirmLabel: t`Delete` })) remove.mutate(groupId);
  };
  const capacity = groups.data?.capacity ?? 10_000;
  return (
    <Page title={t`Vehicle plate libraries`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography sx={{ flex: 1 }} color="text.secondary">{t`Each library holds at most ${capacity} plates.`}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="add-plate-group">
          {t`Add library`}
        </Button>
      </Stack>
      <Table size="small" aria-label={t`Plate libraries`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Library`}</TableCell>
            <TableCell align="right">{t`Plates`}</TableCell>
            <TableCell>{t`Created`}</TableCell>
            <TableCell align="right">{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(groups.data?.list ?? []).map((group) => (
            <TableRow key={group.groupId} data-testid="plate-group-row">
              <TableCell>
                <GroupLink to="/alarmrules/group-detail" search={{ groupId: group.groupId }}>
                  {group.groupName}
                </GroupLink>
              </TableCell>
              <TableCell align="right">{group.plateCount}</TableCell>
              <TableCell>{formatDateTime(group.createTime)}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={t`Rename ${group.groupName}`} onClick={() => setEditing(group)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t`Delete ${group.groupName}`} onClick={() => void askDelete(group)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {groups.data?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t`No plate library yet.`}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <PlateLabelsSection />
      <NameDialog
        open={editing !== null}
        title={editing === "new" ? t`Add library` : t`Rename library`}
        label={t`Library name`}
        initialName={editing && editing !== "new" ? editing.groupName : ""}
        onClose={() => setEditing(null)}
        onSave={(groupName) => save.mutateAsync(editing && editing !== "new" ? { groupId: editing.groupId, groupName } : { groupName })}
        testId="plate-group-form"
      />
    </Page>
  );
}
