import type { I18n, MessageDescriptor } from "@lingui/core";
import type { AnyFieldApi } from "@tanstack/react-form";
import type { FormEvent } from "react";

/** Per-field messages as the form validators and the server failures give them. */
export type FieldMessages<F extends string> = Partial<Record<F, MessageDescriptor | undefined>>;

/**
 * Turns a rule check's per-field messages into a TanStack form-level validation result: undefined
 * when nothing failed, so the form may submit.
 */
export function fieldErrors<F extends string>(messages: FieldMessages<F>): { fields: FieldMessages<F> } | undefined {
  return Object.values(messages).some(Boolean) ? { fields: messages } : undefined;
}

/** The field's message to show: the first error of its error map, when it is a message descriptor. */
export function fieldMessage(field: AnyFieldApi): MessageDescriptor | undefined {
  return toMessage(field.state.meta.errors.find(Boolean));
}

/** A validation error as a message descriptor, or undefined when it is none. */
export function toMessage(error: unknown): MessageDescriptor | undefined {
  return typeof error === "object" && error !== null && "id" in error ? (error as MessageDescriptor) : undefined;
}

/**
 * Sets a field's value and clears its message: a field shows its error until it is edited, and the
 * rules run again on the next submit (spec §5).
 */
export function changeField<T>(field: AnyFieldApi, value: T): void {
  field.handleChange(value);
  if (field.state.meta.errors.length > 0) field.setMeta((meta) => ({ ...meta, errorMap: {} }));
}

/** The part of a form's API that places messages a submit found outside the rules. */
interface ErrorTarget {
  setFieldMeta: (field: never, updater: never) => void;
  setErrorMap: (errorMap: never) => void;
}

/**
 * Shows messages as if the submit rules had found them (e.g. a server failure): `form` above the
 * fields, the others on their field; other fields keep theirs. Each stays until its field is
 * edited (the form's one until any edit) or the next submit checks again.
 */
export function setSubmitErrors(form: ErrorTarget, { form: formMessage, ...fields }: FieldMessages<string>): void {
  for (const [name, message] of Object.entries(fields)) {
    const update = (meta: { errorMap?: object; errorSourceMap?: object } = {}) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onSubmit: message },
      errorSourceMap: { ...meta.errorSourceMap, onSubmit: "form" },
    });
    form.setFieldMeta(name as never, update as never);
  }
  if (formMessage) form.setErrorMap({ onSubmit: formMessage } as never);
}

/** Value, change and translated message of a field, for inputs that are not a text field (code, captcha, check box). */
export function boundProps<T>(field: AnyFieldApi, i18n: I18n): { value: T; onChange: (value: T) => void; error: string | null } {
  const message = fieldMessage(field);
  return { value: field.state.value as T, onChange: (value) => changeField(field, value), error: message ? i18n._(message) : null };
}

/** The part of a form's API a submit event needs. */
interface Submittable {
  state: { isSubmitting: boolean };
  handleSubmit: () => Promise<void>;
}

/** A `<form onSubmit>` handler: no page load, and no second submit while one runs (Enter pressed twice). */
export function submitForm(form: Submittable): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    if (!form.state.isSubmitting) void form.handleSubmit();
  };
}
