import Button, { type ButtonProps } from "@mui/material/Button";
import { useStore } from "@tanstack/react-form";
import { useFormContext } from "./form-context";

/** The form's submit button, busy while the form submits. */
export function FormSubmitButton({ loading, ...props }: Omit<ButtonProps, "type">) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return <Button {...props} type="submit" loading={Boolean(loading) || submitting} />;
}
