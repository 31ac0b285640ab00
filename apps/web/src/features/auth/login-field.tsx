import type { InputHTMLAttributes } from 'react';

interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input whose error text is announced with it (aria-describedby). Plain HTML: see login-page.css. */
export function LoginField({ id, label, error, ...input }: LoginFieldProps) {
  return (
    <div className={error ? 'login-field login-field--error' : 'login-field'}>
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="login-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
