import { useLingui } from "@lingui/react";
import Alert, { type AlertProps } from "@mui/material/Alert";
import { useStore } from "@tanstack/react-form";
import { useFormContext } from "./form-context";
import { toMessage } from "./form-errors";

/** The form-wide message a submit left (e.g. a server failure not about one field), above the fields. */
export function FormMessageAlert(props: Omit<AlertProps, "severity" | "children">) {
  const { i18n } = useLingui();
  const form = useFormContext();
  const message = toMessage(useStore(form.store, (state) => state.errorMap.onSubmit));
  return message ? (
    <Alert severity="error" {...props}>
      {i18n._(message)}
    </Alert>
  ) : null;
}
