import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SITE_SCENES } from "@vms/api-client";
import { SCENE_OPTIONS, type SiteSceneValue } from "@/entities/site";
import type { SiteForm } from "../model/use-site-form";
import { CustomSceneField } from "./custom-scene-field";

/** The scene select of spec §3 (park 1 … construction site 8, other 9 with a custom scene). */
export function SceneField({ form }: { form: SiteForm }) {
  const { t, i18n } = useLingui();
  const { values, errors, setField } = form;
  return (
    <>
      <TextField
        select
        fullWidth
        label={t`Scene`}
        value={values.scene}
        onChange={(e) => setField("scene", Number(e.target.value) as SiteSceneValue)}
        slotProps={{ htmlInput: { "data-testid": "site-scene" } }}
      >
        {SCENE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {i18n._(option.label)}
          </MenuItem>
        ))}
      </TextField>
      {values.scene === SITE_SCENES.OTHER && (
        <CustomSceneField value={values.customSceneId} onChange={(id) => setField("customSceneId", id)} error={errors.customSceneId} />
      )}
    </>
  );
}
