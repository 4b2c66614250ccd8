import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SCENE_OPTIONS, type SiteSceneValue } from "@/entities/site";
import { changeField, useFieldContext } from "@/shared/ui";

/** The scene select of spec §3 (park 1 … construction site 8, other 9 with a custom scene), bound to its form field. */
export function SceneField() {
  const { t, i18n } = useLingui();
  const field = useFieldContext<SiteSceneValue>();
  return (
    <TextField
      select
      fullWidth
      label={t`Scene`}
      value={field.state.value}
      onChange={(e) => changeField(field, Number(e.target.value) as SiteSceneValue)}
      slotProps={{ htmlInput: { "data-testid": "site-scene" } }}
    >
      {SCENE_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {i18n._(option.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
