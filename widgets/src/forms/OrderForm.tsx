import { TextArea } from './fields';
import { postLead, type LeadApiOptions } from './leadClient';
import { contactInputs, leadBody, LeadFormFrame, useLeadApi } from './leadForm';
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
  const api = useLeadApi({ client, apiBase });
  const form = useLeadForm<OrderField>({
    initial: FIELDS,
    contact,
    validate: validateOrder,
    successFallback: MESSAGES.orderPlaced,
    onSuccess,
    onSent: (id) => onSent?.({ id, productId }),
    send: (values, website) => {
      const body: OrderRequest = { ...leadBody(values, { source, website, currency }), productId };
      if (values.message) body.message = values.message;
      return postLead(api, '/api/orders', body);
    },
  });
  const who = contactInputs(form);

  return (
    <LeadFormFrame
      form={form}
      submitLabel="Place Order"
      busyLabel="Placing Order..."
      otherAction={
        onCancel && (
          <button type="button" className="gem-button gem-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )
      }
    >
      {who.fullName}
      {who.phone}
      {who.email}
      <TextArea label="Message" error={form.errors.message} {...form.bind('message')} />
    </LeadFormFrame>
  );
}
