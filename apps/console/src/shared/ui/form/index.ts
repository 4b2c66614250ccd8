export { useAppForm, withForm } from "./app-form";
export { useFieldContext, useFormContext } from "./form-context";
export { boundProps, changeField, fieldErrors, fieldMessage, setSubmitErrors, submitForm, toMessage, type FieldMessages } from "./form-errors";
export { FormMessageAlert } from "./form-message-alert";
export { FormSubmitButton } from "./form-submit-button";
export { FormTextField, type FormTextFieldProps } from "./form-text-field";
