export { FloatingPreferences } from "./floating-preferences";
export { NotFound } from "./not-found";
export { Page, type PageProps } from "./page";
export { PasswordRuleHints, type PasswordRuleHintsProps } from "./password-rule-hints";
export { PagePlaceholder, type PagePlaceholderProps } from "./page-placeholder";
export { PlaceholderNotice } from "./placeholder-notice";
export { PreferenceSwitches } from "./preference-switches";
export { RichMessage, type RichMessageProps } from "./rich-message";
export { StatusIndicator, type StatusIndicatorProps, type StatusTone } from "./status-indicator";
export { TablePager, usePagerState, type TablePagerProps } from "./table-pager";
export {
  boundProps,
  changeField,
  fieldErrors,
  fieldMessage,
  FormMessageAlert,
  FormSubmitButton,
  FormTextField,
  setSubmitErrors,
  submitForm,
  toMessage,
  useAppForm,
  useFieldContext,
  useFormContext,
  withForm,
  type FieldMessages,
  type FormTextFieldProps,
} from "./form";
