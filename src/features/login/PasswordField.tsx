import { useId, useState } from 'react';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The toggle's names: it says what pressing it does. */
  showLabel: string;
  hideLabel: string;
  autoComplete: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  onBlur?: () => void;
  /** The field a dialog focuses first (instead of its first field). */
  autoFocusInDialog?: boolean;
}

/**
 * A masked field with a show/hide toggle (spec 2: the password and the security answer).
 * The toggle is a pressed/not-pressed button whose name follows the action it offers.
 */
export function PasswordField({ label, value, onChange, showLabel, hideLabel, autoComplete, invalid = false, describedBy, onBlur, autoFocusInDialog = false }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="sb-login__field">
      <label className="sb-login__label" htmlFor={id}>
        {label}
      </label>
      <div className="sb-login__password">
        <input
          id={id}
          className="sb-login__input"
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={autoFocusInDialog ? '' : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button type="button" className="sb-login__reveal" aria-controls={id} aria-pressed={shown} onClick={() => setShown((current) => !current)}>
          {shown ? hideLabel : showLabel}
        </button>
      </div>
    </div>
  );
}
