import { useEffect, useRef, useState, type FormEvent } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;

/**
 * A form's error messages: per field and one banner. After each failed submit, focus moves to the
 * first invalid field, or to the banner when no field is to blame. Typing in a field clears its error.
 */
export function useFormFeedback<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    const form = formRef.current;
    if (failedSubmits === 0 || !form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('.form-banner');
    target?.focus();
  }, [failedSubmits]);

  return {
    fieldErrors,
    banner,
    /** Spread on the <form>: browser validation bubbles stay off, our messages speak instead. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const { name } = event.target as HTMLInputElement;
        setFieldErrors(({ [name as Field]: _cleared, ...others }) => others as FieldErrors<Field>);
      },
    },
    showErrors(errors: FieldErrors<Field>, bannerMessage: string | null = null) {
      setFieldErrors(errors);
      setBanner(bannerMessage);
      setFailedSubmits((count) => count + 1);
    },
    clearErrors() {
      setFieldErrors({});
      setBanner(null);
    },
  };
}

/** The form's fields by name; text is trimmed, passwords are kept exactly as typed. */
export function readForm<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Record<Field, string> {
  const values = fields.map((field) => {
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    const value = input?.value ?? '';
    return [field, input?.type === 'password' ? value : value.trim()];
  });
  return Object.fromEntries(values) as Record<Field, string>;
}
