import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { LeadResult } from './leadClient';
import { MESSAGES } from './rules';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';
export type BannerState = { kind: 'success' | 'error'; message: string; reference?: string } | null;

/**
 * Who is writing, when the page knows (a signed-in customer's name, e-mail and phone): the form starts
 * with these in its fields of the same names, and returns to them after sending. Every lead form
 * takes it as its `contact` prop and hands it here.
 */
export interface LeadContact {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** `values` with the empty ones of the form's contact fields filled from `contact`; nothing typed is replaced. */
function withContact<Field extends string>(
  values: Record<Field, string>,
  contact?: LeadContact,
): Record<Field, string> {
  if (!contact) return values;
  const filled = { ...values };
  for (const [field, value] of Object.entries(contact) as Array<[string, string | null | undefined]>) {
    if (field in filled && value && !filled[field as Field]) filled[field as Field] = value;
  }
  return filled;
}

interface LeadFormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** Fills the contact fields (see LeadContact); it may arrive after the form first shows (a session still loading). */
  contact?: LeadContact;
  /** Errors keyed by field (or by a group such as 'consultationDateTime'); empty when the values pass. */
  validate: (values: Record<Field, string>) => Record<string, string>;
  /** Sends the trimmed values and the honeypot's value. */
  send: (values: Record<Field, string>, website: string) => Promise<LeadResult>;
  /** The spec's words when the server's answer carries no message. */
  successFallback: string;
  /** Called instead of showing the green banner (the order dialog shows its own view), with the request's reference. */
  onSuccess?: (message: string, reference?: string) => void;
  /** Told about every lead the server accepted (with its id and the values sent), whatever shows next. */
  onSent?: (id: string | undefined, values: Record<Field, string>) => void;
  /** The error key a field's edits clear, when it is not the field's own name. */
  errorKeyOf?: (field: Field) => string;
}

/**
 * State of a lead form (spec 1 §4): idle, submitting (button disabled, busy text), then success (form
 * reset, green banner) or error (red banner, messages per field). Validates on submit; editing a field
 * clears its error. After each submit focus moves to the first invalid field, else to the banner.
 */
export function useLeadForm<Field extends string>({
  initial: empty,
  contact,
  validate,
  send,
  successFallback,
  onSuccess,
  onSent,
  errorKeyOf,
}: LeadFormOptions<Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const alive = useRef(true);
  const { fullName, email, phone } = contact ?? {};
  const initial = useMemo(() => withContact(empty, { fullName, email, phone }), [empty, fullName, email, phone]);
  const [values, setValues] = useState(initial);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [banner, setBanner] = useState<BannerState>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // A session that arrives late fills what is still empty.
  useEffect(() => setValues((current) => withContact(current, { fullName, email, phone })), [fullName, email, phone]);

  useEffect(() => {
    const form = formRef.current;
    if (focusRequest === 0 || !form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
      form.querySelector<HTMLElement>('.gem-banner');
    target?.focus();
  }, [focusRequest]);

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...others } = current;
      return others;
    });

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(errorKeyOf?.(field) ?? field);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, (value as string).trim()]),
    ) as Record<Field, string>;
    const problems = validate(trimmed);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setBanner(null);
      setStatus('idle');
      setFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});
    setBanner(null);
    setStatus('submitting');
    const result = await send(trimmed, website);
    if (result.ok) onSent?.(result.id, trimmed);
    if (!alive.current) return;
    if (result.ok) {
      const message = result.message ?? successFallback;
      setValues(initial);
      setWebsite('');
      setStatus('success');
      if (onSuccess) onSuccess(message, result.reference);
      else {
        setBanner({ kind: 'success', message, reference: result.reference });
        setFocusRequest((count) => count + 1);
      }
      return;
    }
    setErrors(result.errors);
    setBanner({ kind: 'error', message: result.message ?? MESSAGES.failed });
    setStatus('error');
    setFocusRequest((count) => count + 1);
  }

  function reset() {
    setValues(initial);
    setWebsite('');
    setErrors({});
    setBanner(null);
    setStatus('idle');
  }

  return {
    formRef,
    values,
    errors,
    status,
    busy: status === 'submitting',
    banner,
    setField,
    setErrors,
    honeypot: { value: website, onChange: setWebsite },
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit },
    reset,
    /** `onChange` for a control named after its field. */
    bind(field: Field) {
      return {
        name: field,
        value: values[field],
        onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
      };
    },
  };
}
