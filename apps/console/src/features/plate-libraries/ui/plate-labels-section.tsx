import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PlateLabel } from "@vms/api-client";
import { useId, useState } from "react";
import { useDeletePlateLabelMutation, usePlateLabels, useSavePlateLabelMutation } from "../api/plate-labels";
import { NameDialog } from "./name-dialog";

/** Spec §2 labels: the organization's plate labels; click to rename, delete from the chip. */
export function PlateLabelsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const labels = usePlateLabels();
  const save = useSavePlateLabelMutation();
  const remove = useDeletePlateLabelMutation();
  const [editing, setEditing] = useState<PlateLabel | "new" | null>(null);
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: "center" }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t`Labels`}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          {t`Add label`}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {(labels.data?.list ?? []).map((label) => (
          <Chip
            key={label.labelId}
            label={`${label.labelName} (${label.plateCount})`}
            onClick={() => setEditing(label)}
            onDelete={() => remove.mutate(label.labelId)}
            aria-label={t`Label ${label.labelName}`}
          />
        ))}
        {labels.data?.list.length === 0 && <Typography color="text.secondary">{t`No label yet.`}</Typography>}
      </Stack>
      <NameDialog
        open={editing !== null}
        title={editing === "new" ? t`Add label` : t`Rename label`}
        label={t`Label name`}
        initialName={editing && editing !== "new" ? editing.labelName : ""}
        onClose={() => setEditing(null)}
        onSave={(labelName) => save.mutateAsync(editing && editing !== "new" ? { labelId: editing.labelId, labelName } : { labelName })}
        testId="plate-label-form"
      />
    </Stack>
  );
}
