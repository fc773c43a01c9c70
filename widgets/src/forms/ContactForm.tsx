import { TextArea } from './fields';
import { postLead, type LeadApiOptions } from './leadClient';
import { contactInputs, leadBody, LeadFormFrame, useLeadApi } from './leadForm';
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
  const api = useLeadApi({ client, apiBase });
  const form = useLeadForm<ContactField>({
    initial: FIELDS,
    contact,
    validate: validateContact,
    successFallback: MESSAGES.contactSent,
    onSuccess,
    onSent: (id) => onSent?.({ id }),
    send: (values, website) => {
      const body: ContactRequest = { ...leadBody(values, { source, website }), message: values.message };
      return postLead(api, '/api/contact', body);
    },
  });
  const { errors } = form;
  const who = contactInputs(form);

  return (
    <LeadFormFrame form={form} submitLabel="Send Message" busyLabel="Sending Your Message...">
      <div className="gem-form__row">
        {who.fullName}
        {who.phone}
      </div>
      {who.email}
      <TextArea label="Message" required rows={6} error={errors.message} {...form.bind('message')} />
    </LeadFormFrame>
  );
}
