import { useLingui } from "@lingui/react/macro";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";
import { useUserChoices, type UserChoice } from "../api/choose-users";

export interface RecipientPickerProps {
  value: string[];
  onChange: (userIds: string[]) => void;
  disabled?: boolean;
  /** Translated message under the field, e.g. that a recipient is needed. */
  error?: string | null;
}

/** Users of the organization who receive a device's notifications (spec §7 /user/choose). */
export function RecipientPicker({ value, onChange, disabled, error }: RecipientPickerProps) {
  const { t } = useLingui();
  const { data, isPending } = useUserChoices();
  const users = useMemo(() => data ?? [], [data]);
  const selected = useMemo(() => {
    const byId = new Map(users.map((u) => [u.userId, u]));
    // A recipient not (yet) in the list still shows, by id.
    return value.map((id): UserChoice => byId.get(id) ?? { userId: id, userName: id, email: "" });
  }, [users, value]);
  return (
    <Autocomplete
      multiple
      options={users}
      value={selected}
      onChange={(_event, chosen) => onChange(chosen.map((u) => u.userId))}
      getOptionLabel={(u) => (u.email ? `${u.userName || u.email} <${u.email}>` : u.userName)}
      getOptionKey={(u) => u.userId}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      loading={isPending}
      loadingText={t`Loading`}
      noOptionsText={t`No users`}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Recipients`}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "data-testid": "notify-recipients" } }}
        />
      )}
    />
  );
}
