export { FloatingPreferences } from "./floating-preferences";
export { NotFound } from "./not-found";
export { Page } from "./page";
export { PasswordRuleHints } from "./password-rule-hints";
export { PagePlaceholder } from "./page-placeholder";
export { PlaceholderNotice } from "./placeholder-notice";
export { PreferenceSwitches } from "./preference-switches";
export { RichMessage } from "./rich-message";
export { StatusIndicator, type StatusTone } from "./status-indicator";
export { TablePager, usePagerState } from "./table-pager";
export {
  boundProps,
  changeField,
  fieldErrors,
  fieldMessage,
  setSubmitErrors,
  submitForm,
  useAppForm,
  useFieldContext,
  withForm,
  type FieldMessages,
} from "./form";
