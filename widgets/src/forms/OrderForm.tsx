import { useMemo } from 'react';
import { Banner, Honeypot, SubmitButton, TextArea, TextInput } from './fields';
import { postLead, resolveClient, type LeadApiOptions } from './leadClient';
import type { LeadSource, OrderRequest, SentLead } from './leadTypes';
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
type OrderField = keyof typeof FIELDS;

export function validateOrder(values: Record<OrderField, string>) {
  return validate<OrderField>(values, {
    fullName: fullNameChecks,
    phone: [required(MESSAGES.phoneRequired), orderPhone],
    email: [optionalEmail(MESSAGES.emailInvalid)],
    message: [maxLength(MESSAGE_MAX, MESSAGES.messageTooLong)],
  });
}

export interface OrderFormProps extends LeadApiOptions {
  productId: string;
  /** 'storefront' (default) or 'widget' on partner pages. */
  source?: LeadSource;
  /** Replaces the green banner: the order dialog shows its own thank-you view. */
  onSuccess?: (message: string, reference?: string) => void;
  /** A signed-in shopper's name, e-mail and phone, filled in for them. */
  contact?: LeadContact;
  onSent?: (lead: SentLead<{ productId: string }>) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** The currency the shopper reads prices in, sent with the request (absent: US dollars). */
  currency?: OrderRequest['currency'];
}

/** The order request of spec 1 §2/§5: who to contact about `productId`. */
export function OrderForm({
  productId,
  source = 'storefront',
  onSuccess,
  contact,
  onSent,
  onCancel,
  currency,
  client,
  apiBase,
}: OrderFormProps) {
  const api = useMemo(() => resolveClient({ client, apiBase }), [client, apiBase]);
  const form = useLeadForm<OrderField>({
    initial: FIELDS,
    contact,
    validate: validateOrder,
    successFallback: MESSAGES.orderPlaced,
    onSuccess,
    onSent: (id) => onSent?.({ id, productId }),
    send: (values, website) => {
      const body: OrderRequest = { fullName: values.fullName, phone: values.phone, productId, source };
      if (values.email) body.email = values.email;
      if (values.message) body.message = values.message;
      if (currency) body.currency = currency;
      if (website) body.website = website;
      return postLead(api, '/api/orders', body);
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
      <TextInput label="Full Name" required autoComplete="name" error={errors.fullName} {...form.bind('fullName')} />
      <TextInput
        label="Phone Number"
        type="tel"
        required
        autoComplete="tel"
        error={errors.phone}
        {...form.bind('phone')}
      />
      <TextInput label="Email" type="email" autoComplete="email" error={errors.email} {...form.bind('email')} />
      <TextArea label="Message" error={errors.message} {...form.bind('message')} />
      <Honeypot {...form.honeypot} />
      <div className="gem-form__actions">
        {onCancel && (
          <button type="button" className="gem-button gem-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <SubmitButton busy={form.busy} busyLabel="Placing Order...">
          Place Order
        </SubmitButton>
      </div>
    </form>
  );
}
