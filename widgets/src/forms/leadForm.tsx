import { useMemo, type ReactNode } from 'react';
import { Banner, Honeypot, SubmitButton, TextInput } from './fields';
import { resolveClient, type LeadApiOptions } from './leadClient';
import type { LeadSource } from './leadTypes';
import type { useLeadForm } from './useLeadForm';

/**
 * What the order, booking and contact forms share beyond their state (useLeadForm): the client they send
 * through, the part of the request every lead carries, who is writing, and the form around the fields
 * (banner, honeypot, submit button). Each form declares its own fields, request and words.
 */

/** The fields every lead form asks for: who is writing. */
export type ContactField = 'fullName' | 'phone' | 'email';

type LeadFormState<Field extends string> = ReturnType<typeof useLeadForm<Field>>;

/** The client a form sends through: the page's own, or one for the shop at `apiBase`. */
export function useLeadApi({ client, apiBase }: LeadApiOptions) {
  return useMemo(() => resolveClient({ client, apiBase }), [client, apiBase]);
}

/**
 * The part of a lead's request that is the same for all three: name, phone and where the lead came from;
 * the e-mail, the shopper's currency and the honeypot's value only when there are any.
 */
export function leadBody(
  values: Record<ContactField, string>,
  { source, website, currency }: { source: LeadSource; website: string; currency?: string },
) {
  const body: {
    fullName: string;
    phone: string;
    source: LeadSource;
    email?: string;
    currency?: string;
    website?: string;
  } = { fullName: values.fullName, phone: values.phone, source };
  if (values.email) body.email = values.email;
  if (currency) body.currency = currency;
  if (website) body.website = website;
  return body;
}

/** Who is writing, as every lead form asks it; each form lays the three out its own way. */
export function contactInputs(form: {
  errors: Record<string, string>;
  bind: (field: ContactField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
}) {
  const { errors } = form;
  return {
    fullName: (
      <TextInput label="Full Name" required autoComplete="name" error={errors.fullName} {...form.bind('fullName')} />
    ),
    phone: (
      <TextInput
        label="Phone Number"
        type="tel"
        required
        autoComplete="tel"
        error={errors.phone}
        {...form.bind('phone')}
      />
    ),
    email: <TextInput label="Email" type="email" autoComplete="email" error={errors.email} {...form.bind('email')} />,
  };
}

/**
 * A lead form around its fields: the banner (the server's refusal, or the success with its reference), the
 * honeypot, then the actions with the submit button and its busy words.
 */
export function LeadFormFrame({
  form,
  submitLabel,
  busyLabel,
  otherAction,
  children,
}: {
  form: Pick<LeadFormState<string>, 'formProps' | 'banner' | 'honeypot' | 'busy'>;
  submitLabel: string;
  busyLabel: string;
  /** Shown before the submit button (the order dialog's Cancel). */
  otherAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form method="post" className="gem-form" {...form.formProps}>
      <Banner
        kind={form.banner?.kind ?? 'error'}
        message={form.banner?.message ?? null}
        reference={form.banner?.reference}
      />
      {children}
      <Honeypot {...form.honeypot} />
      <div className="gem-form__actions">
        {otherAction}
        <SubmitButton busy={form.busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
