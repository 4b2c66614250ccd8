export { FloatingPreferences } from "./floating-preferences";
export { MountWhen } from "./mount-when";
export { NotFound } from "./not-found";
export { Page } from "./page";
export { PasswordRuleHints } from "./password-rule-hints";
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
export { FormDialog, FormDialogFrame } from "./form-dialog";
export { DateField } from "./date-field";
export { DateRangeFields } from "./date-range-fields";
export { ExportButton } from "./export-button";
export { BrandHeader } from "./brand-header";
export { FetchingBar } from "./fetching-bar";
export { CollapsibleColumn } from "./collapsible-column";
export { ConfirmProvider, useConfirm } from "./confirm";
export { ShortcutHelpDialog } from "./shortcut-help-dialog";
