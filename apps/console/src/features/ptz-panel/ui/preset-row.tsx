import { useLingui } from "@lingui/react/macro";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import MyLocationIcon from "@mui/icons-material/MyLocation";
import SaveAltIcon from "@mui/icons-material/SaveAlt";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useConfirm } from "@/shared/ui";
import type { Preset } from "../api/get-presets";
import { InlineRename } from "./inline-rename";

export interface PresetActions {
  goto: (index: number) => void;
  /** Answers whether the device took the new name. */
  rename: (index: number, name: string) => Promise<boolean>;
  savePosition: (index: number) => void;
  remove: (index: number) => void;
}

/** One preset: go to, rename (inline), save the current position, delete. */
export function PresetRow({ preset, presets, actions, busy }: { preset: Preset; presets: readonly Preset[]; actions: PresetActions; busy: boolean }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState(false);
  const { index, name } = preset;
  // Issue 28: cruise lines that visit it lose a stop, so ask first.
  const remove = async () => {
    if (await confirm({ title: t`Delete ${name}?`, text: t`The camera forgets this position, and cruise lines that visit it lose that stop.`, confirmLabel: t`Delete` })) actions.remove(index);
  };
  if (renaming) return <InlineRename testId="preset-row" index={index} name={name} others={presets} busy={busy} rename={actions.rename} onDone={() => setRenaming(false)} />;
  return (
    <ListItem
      data-testid="preset-row"
      data-index={index}
      secondaryAction={
        <Stack direction="row">
          <IconButton size="small" aria-label={t`Go to ${name}`} onClick={() => actions.goto(index)} disabled={busy}>
            <MyLocationIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Rename ${name}`} onClick={() => setRenaming(true)} disabled={busy}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Save current position to ${name}`} onClick={() => actions.savePosition(index)} disabled={busy}>
            <SaveAltIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Delete ${name}`} onClick={() => void remove()} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <ListItemText primary={name} secondary={`#${index}`} />
    </ListItem>
  );
}
