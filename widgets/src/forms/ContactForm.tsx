import { useMemo } from 'react';
import { Banner, Honeypot, SubmitButton, TextArea, TextInput } from './fields';
import { postLead, resolveClient, type LeadApiOptions } from './leadClient';
import type { ContactRequest, LeadSource, SentLead } from './leadTypes';
import {
  fullNameChecks,
  maxLength,
  MESSAGE_MAX,
  MESSAGES,
  optionalEmail,
  orderPhone,
  required,
  validate,
} from './rules';
import { useLeadForm, type LeadContact } from './useLeadForm';

const FIELDS = { fullName: '', phone: '', email: '', message: '' };
type ContactField = keyof typeof FIELDS;

/** As the order form, except that the message is required (spec 1 §5). */
export function validateContact(values: Record<ContactField, string>) {
  return validate<ContactField>(values, {
    fullName: fullNameChecks,
    phone: [required(MESSAGES.phoneRequired), orderPhone],
    email: [optionalEmail(MESSAGES.emailInvalid)],
    message: [required(MESSAGES.messageRequired), maxLength(MESSAGE_MAX, MESSAGES.messageTooLong)],
  });
}

export interface ContactFormProps extends LeadApiOptions {
  source?: LeadSource;
  onSuccess?: (message: string, reference?: string) => void;
  /** A signed-in shopper's name, e-mail and phone, filled in for them. */
  contact?: LeadContact;
  onSent?: (lead: SentLead) => void;
}

/** The contact enquiry of spec 1 §2 (/contact). */
export function ContactForm({ source = 'storefront', onSuccess, contact, onSent, client, apiBase }: ContactFormProps) {
  const api = useMemo(() => resolveClient({ client, apiBase }), [client, apiBase]);
  const form = useLeadForm<ContactField>({
    initial: FIELDS,
    contact,
    validate: validateContact,
    successFallback: MESSAGES.contactSent,
    onSuccess,
    onSent: (id) => onSent?.({ id }),
    send: (values, website) => {
      const body: ContactRequest = { fullName: values.fullName, phone: values.phone, message: values.message, source };
      if (values.email) body.email = values.email;
      if (website) body.website = website;
      return postLead(api, '/api/contact', body);
    },
  });
  const { errors } = form;

  return (
    <form method="post" className="gem-form" {...form.formProps}>
      <Banner
        kind={form.banner?.kind ?? 'error'}
        message={form.banner?.message ?? null}
        reference={form.banner?.reference}
      />
      <div className="gem-form__row">
        <TextInput label="Full Name" required autoComplete="name" error={errors.fullName} {...form.bind('fullName')} />
        <TextInput
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone}
          {...form.bind('phone')}
        />
      </div>
      <TextInput label="Email" type="email" autoComplete="email" error={errors.email} {...form.bind('email')} />
      <TextArea label="Message" required rows={6} error={errors.message} {...form.bind('message')} />
      <Honeypot {...form.honeypot} />
      <div className="gem-form__actions">
        <SubmitButton busy={form.busy} busyLabel="Sending Your Message...">
          Send Message
        </SubmitButton>
      </div>
    </form>
  );
}
