import { useLingui } from "@lingui/react/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useResourceModules } from "../api/get-resource-modules";
import { MODULE_LABELS, toggleCode } from "../model/module-labels";

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
                  label={code}
                  control={
                    <Checkbox
                      size="small"
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
