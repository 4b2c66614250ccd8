import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import UploadIcon from "@mui/icons-material/UploadFile";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import type { Plate } from "@vms/api-client";
import { useState } from "react";
import { useVocabulary } from "@/entities/event-labels";
import { Page, TablePager, useConfirm, usePagerState } from "@/shared/ui";
import { useDeletePlatesMutation } from "../api/delete-plates";
import { usePlateGroups } from "../api/get-plate-groups";
import { usePlates } from "../api/get-plates";
import { usePlateLabels } from "../api/plate-labels";
import { PlateFormDialog } from "./plate-form-dialog";
import { PlateImportDialog } from "./plate-import-dialog";

/** Spec §2 group-detail: the plates of one library, with add, edit, delete and import. */
export function PlateGroupDetailPage({ groupId }: { groupId: string }) {
  const { t } = useLingui();
  const vocabulary = useVocabulary();
  const groups = usePlateGroups();
  const labels = usePlateLabels();
  const group = groups.data?.list.find((g) => g.groupId === groupId);
  const pager = usePagerState(20);
  const [keyword, setKeyword] = useState("");
  const plates = usePlates({ groupId, pageNum: pager.pageNum, pageSize: pager.pageSize, keyword });
  const remove = useDeletePlatesMutation();
  const [editing, setEditing] = useState<Plate | "new" | null>(null);
  const confirm = useConfirm();
  const askDelete = async ({ plateId, plateNumber }: Plate) => {
    if (await confirm({ title: t`Delete the plate ${plateNumber}?`, confirmLabel: t`Delete` })) remove.mutate([plateId]);
  };
  const [importing, setImporting] = useState(false);
  const labelName = new Map((labels.data?.list ?? []).map((l) => [l.labelId, l.labelName]));
  return (
    <Page title={group ? t`Plate library ${group.groupName}` : t`Plate library`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <TextField
          size="small"
          label={t`Search plate, owner or model`}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            pager.onPageNumChange(1);
          }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="import-plates">
          {t`Import`}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="add-plate">
          {t`Add plate`}
        </Button>
      </Stack>
      <Table size="small" aria-label={t`Plates`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Plate number`}</TableCell>
            <TableCell>{t`Vehicle type`}</TableCell>
            <TableCell>{t`Model`}</TableCell>
            <TableCell>{t`Owner`}</TableCell>
            <TableCell>{t`Phone`}</TableCell>
            <TableCell>{t`Brand`}</TableCell>
            <TableCell>{t`Colour`}</TableCell>
            <TableCell>{t`Labels`}</TableCell>
            <TableCell align="right">{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(plates.data?.list ?? []).map((plate) => (
            <TableRow key={plate.plateId} data-testid="plate-row">
              <TableCell>{plate.plateNumber}</TableCell>
              <TableCell>{plate.vehicleType ? vocabulary.valueName("vehicleType", plate.vehicleType) : ""}</TableCell>
              <TableCell>{plate.model}</TableCell>
              <TableCell>{plate.owner}</TableCell>
              <TableCell>{plate.phone}</TableCell>
              <TableCell>{plate.brand === null ? "" : vocabulary.valueName("brand", plate.brand)}</TableCell>
              <TableCell>{plate.color === null ? "" : vocabulary.valueName("color", plate.color)}</TableCell>
              <TableCell>{plate.labelIds.map((id) => labelName.get(id) ?? "").join(", ")}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={t`Edit ${plate.plateNumber}`} onClick={() => setEditing(plate)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t`Delete ${plate.plateNumber}`} onClick={() => void askDelete(plate)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {plates.data?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>{t`No plates.`}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePager total={plates.data?.total ?? 0} {...pager} />
      <PlateFormDialog
        target={editing === "new" ? { groupId } : editing ? { groupId, plate: editing } : null}
        groups={groups.data?.list ?? []}
        labels={labels.data?.list ?? []}
        onClose={() => setEditing(null)}
      />
      <PlateImportDialog open={importing} groupId={groupId} onClose={() => setImporting(false)} />
    </Page>
  );
}
