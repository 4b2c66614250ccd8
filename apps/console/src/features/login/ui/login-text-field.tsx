import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useId, type InputHTMLAttributes } from "react";

export interface LoginTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (spec §5), translated when shown. */
  error?: MessageDescriptor | undefined;
}

/** A labelled input with its message under it, tied together for assistive technology. */
export function LoginTextField({ label, value, onChange, error, required, ...input }: LoginTextFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="vms-login__field">
      <label className="vms-login__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...input}
        id={id}
        className="vms-login__input"
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      />
      {error && (
        <p className="vms-login__message" id={`${id}-message`}>
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
