import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** ids of a field's hint and error, and the attributes that tie them to the control for screen readers. */
export function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    controlProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, hint, hintId, error, errorId, children }: FieldFrameProps) {
  return (
    <div className="gem-field">
      <div className="gem-field__label-row">
        <label htmlFor={id} className="gem-field__label">
          {label}
        </label>
        {/* Outside the label so the field's name is exactly its label; `required` tells screen readers. */}
        {required ? (
          <span className="gem-field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="gem-field__optional">(optional)</span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId} className="gem-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="gem-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface CommonProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function TextInput({
  name,
  label,
  error,
  hint,
  required,
  ...rest
}: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  const { controlProps, ...ids } = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} {...ids}>
      <input name={name} required={required} className="gem-field__control" {...controlProps} {...rest} />
    </FieldFrame>
  );
}

export function TextArea({
  name,
  label,
  error,
  hint,
  required,
  ...rest
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { controlProps, ...ids } = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} {...ids}>
      <textarea
        name={name}
        required={required}
        rows={4}
        className="gem-field__control gem-field__control--area"
        {...controlProps}
        {...rest}
      />
    </FieldFrame>
  );
}

export function Select({
  name,
  label,
  error,
  hint,
  required,
  placeholder,
  options,
  ...rest
}: CommonProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    options: readonly { value: string; label: string }[];
  }) {
  const { controlProps, ...ids } = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} {...ids}>
      <select name={name} required={required} className="gem-field__control" {...controlProps} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The honeypot: a field people never see or reach, that form-filling bots tend to fill. A filled value
 * makes the server keep the lead as spam and send no mail, while it answers as usual.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="gem-honeypot" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** Green (role=status) after success, red (role=alert) after a failure. */
/** The reference a request was given, as every form's success says it (issue 28, point 3). */
export function SentReference({ reference }: { reference?: string }) {
  if (!reference) return null;
  return (
    <p className="gem-reference">
      Your reference: <strong className="gem-reference__code">{reference}</strong>. Please quote it if you contact us.
    </p>
  );
}

export function Banner({
  kind,
  message,
  reference,
}: {
  kind: 'success' | 'error';
  message: string | null;
  /** On success: the request's reference, said after the message. */
  reference?: string;
}) {
  if (!message) return null;
  return kind === 'success' ? (
    <div className="gem-banner gem-banner--success" role="status" tabIndex={-1}>
      {reference ? <p className="gem-banner__message">{message}</p> : message}
      <SentReference reference={reference} />
    </div>
  ) : (
    <div className="gem-banner gem-banner--error" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="gem-button gem-form__submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
