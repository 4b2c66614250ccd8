import { useLingui } from "@lingui/react/macro";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { MessageDescriptor } from "@lingui/core";
import { useCustomScenes } from "../model/use-custom-scenes";

export interface CustomSceneFieldProps {
  value: string | null;
  onChange: (sceneId: string | null) => void;
  error?: MessageDescriptor;
}

/** Scene 9 "other": one of the organization's custom scenes, with inline add and delete. */
export function CustomSceneField({ value, onChange, error }: CustomSceneFieldProps) {
  const { t, i18n } = useLingui();
  const scenes = useCustomScenes(value, onChange);
  const usage = scenes.chosen && scenes.chosen.siteCount > 0 ? t`Used by ${scenes.chosen.siteCount} site(s).` : undefined;
  return (
    <Stack spacing={1.5} sx={{ pl: 2, borderLeft: 2, borderColor: "divider" }} data-testid="custom-scene">
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          select
          fullWidth
          required
          label={t`Custom scene`}
          value={scenes.chosen ? scenes.chosen.sceneId : ""}
          onChange={(e) => scenes.choose(e.target.value)}
          error={Boolean(error)}
          helperText={error ? i18n._(error) : usage}
          slotProps={{ htmlInput: { "data-testid": "custom-scene-select" } }}
        >
          {scenes.scenes.length === 0 && (
            <MenuItem value="" disabled>
              {scenes.loading ? t`Loading` : t`No custom scenes yet: add one below.`}
            </MenuItem>
          )}
          {scenes.scenes.map((scene) => (
            <MenuItem key={scene.sceneId} value={scene.sceneId}>
              {scene.name}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={t`Delete this scene`} title={t`Delete this scene`} disabled={!scenes.chosen || scenes.deleting} onClick={() => void scenes.remove()} sx={{ mt: 1 }} data-testid="delete-scene">
          <DeleteOutline />
        </IconButton>
      </Stack>
      {scenes.deleteError && (
        <Alert severity="error" data-testid="scene-delete-error">
          {i18n._(scenes.deleteError)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          fullWidth
          label={t`New scene`}
          value={scenes.newName}
          onChange={(e) => scenes.setNewName(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the scene here instead of submitting the site form.
            if (e.key === "Enter") {
              e.preventDefault();
              void scenes.add();
            }
          }}
          error={Boolean(scenes.nameError)}
          helperText={scenes.nameError ? i18n._(scenes.nameError) : undefined}
          slotProps={{ htmlInput: { "data-testid": "new-scene-name" } }}
        />
        <Button variant="outlined" startIcon={<Add />} onClick={() => void scenes.add()} loading={scenes.adding} sx={{ flexShrink: 0 }} data-testid="add-scene">
          {t`Add scene`}
        </Button>
      </Stack>
    </Stack>
  );
}
