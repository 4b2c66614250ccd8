export { useAppForm, withForm } from "./app-form";
export { useFieldContext } from "./form-context";
export { boundProps, changeField, fieldErrors, fieldMessage, setSubmitErrors, submitForm, type FieldMessages } from "./form-errors";
