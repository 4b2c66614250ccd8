import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { RoleOption } from "../api/get-roles";
import { USER_STATE_LABELS } from "../model/user-labels";
import { roleLabel } from "@/entities/permission";

export interface UserFilterValues {
  keyword: string;
  /** "" = every state. */
  state: string;
  /** "" = every role. */
  roleId: string;
}

export interface UserFiltersProps {
  value: UserFilterValues;
  roles: readonly RoleOption[];
  onChange: (value: UserFilterValues) => void;
}

/** Spec §2 user list filters: status (0/1/2), role and text. */
export function UserFilters({ value, roles, onChange }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} role="search" aria-label={t`Filter users`}>
      <TextField
        size="small"
        label={t`Name or e-mail`}
        value={value.keyword}
        onChange={(e) => onChange({ ...value, keyword: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 64, "data-testid": "users-filter-keyword" } }}
      />
      <TextField select size="small" label={t`Status`} value={value.state} onChange={(e) => onChange({ ...value, state: e.target.value })} sx={{ minWidth: 160 }} data-testid="users-filter-state">
        <MenuItem value="">{t`All`}</MenuItem>
        {[0, 1, 2].map((state) => (
          <MenuItem key={state} value={String(state)}>
            {i18n._(USER_STATE_LABELS[state]!)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={t`Role`} value={value.roleId} onChange={(e) => onChange({ ...value, roleId: e.target.value })} sx={{ minWidth: 200 }} data-testid="users-filter-role">
        <MenuItem value="">{t`All`}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.roleId} value={role.roleId}>
            {roleLabel(i18n, role.roleName)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
