import { createFormHook } from "@tanstack/react-form";
import { fieldContext, formContext } from "./form-context";
import { FormMessageAlert } from "./form-message-alert";
import { FormSubmitButton } from "./form-submit-button";
import { FormTextField } from "./form-text-field";

/**
 * The console's form hook (decision 0004): TanStack Form with the bound text field
 * (`<form.AppField name="x">{(f) => <f.TextField label=… />}</form.AppField>`) and the submit button.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: FormTextField },
  formComponents: { SubmitButton: FormSubmitButton, MessageAlert: FormMessageAlert },
});
