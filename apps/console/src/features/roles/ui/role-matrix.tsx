import { useLingui } from "@lingui/react/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useResourceModules } from "../api/get-resource-modules";
import { MODULE_LABELS, toggleCode } from "../model/module-labels";
import { RESOURCE_LABELS } from "../model/resource-labels";

export interface RoleMatrixProps {
  codes: readonly string[];
  /** Built-in roles are shown read-only. */
  readOnly: boolean;
  onChange: (codes: string[]) => void;
}

/** Spec §6 resource codes of a role, one group per module. */
export function RoleMatrix({ codes, readOnly, onChange }: RoleMatrixProps) {
  const { i18n } = useLingui();
  const modules = useResourceModules();
  return (
    <Stack spacing={2} data-testid="role-matrix">
      {modules.data?.map((group) => {
        const labelId = `role-module-${group.module}`;
        return (
          <FormGroup key={group.module} role="group" aria-labelledby={labelId}>
            <FormLabel id={labelId}>{MODULE_LABELS[group.module] ? i18n._(MODULE_LABELS[group.module]!) : group.module}</FormLabel>
            <Stack direction="row" sx={{ flexWrap: "wrap" }}>
              {group.resCodes.map((code) => (
                <FormControlLabel
                  key={code}
                  sx={{ alignItems: "flex-start", width: { sm: "50%" }, mr: 0, mb: 1 }}
                  label={<ResourceLabel code={code} />}
                  control={
                    <Checkbox
                      size="small"
                      sx={{ pt: 0.25 }}
                      checked={codes.includes(code)}
                      disabled={readOnly}
                      onChange={(e) => onChange(toggleCode(codes, code, e.target.checked))}
                      slotProps={{ input: { "data-testid": `role-code-${code}` } as object }}
                    />
                  }
                />
              ))}
            </Stack>
          </FormGroup>
        );
      })}
    </Stack>
  );
}

/** A code's name with its description below; an unknown code (a newer server) shows as it is. */
function ResourceLabel({ code }: { code: string }) {
  const { i18n } = useLingui();
  const label = RESOURCE_LABELS[code as keyof typeof RESOURCE_LABELS];
  if (!label) return <>{code}</>;
  return (
    <span>
      <Typography component="span" variant="body2" sx={{ display: "block" }}>
        {i18n._(label.name)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
        {i18n._(label.description)}
      </Typography>
    </span>
  );
}
