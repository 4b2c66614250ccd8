import { useLingui } from "@lingui/react";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useFieldContext } from "./form-context";
import { changeField, fieldMessage } from "./form-errors";

export type FormTextFieldProps = Omit<TextFieldProps, "value" | "onChange" | "defaultValue">;

/**
 * A MUI text field bound to the surrounding form field: its value, its change (which clears the
 * field's message) and its translated message in place of the helper text.
 */
export function FormTextField({ helperText, error, onBlur, name, ...props }: FormTextFieldProps) {
  const { i18n } = useLingui();
  const field = useFieldContext<string>();
  const message = fieldMessage(field);
  return (
    <TextField
      {...props}
      name={name ?? field.name}
      value={field.state.value}
      onChange={(event) => changeField(field, event.target.value)}
      onBlur={(event) => {
        field.handleBlur();
        onBlur?.(event);
      }}
      error={Boolean(message) || Boolean(error)}
      helperText={message ? i18n._(message) : helperText}
    />
  );
}
