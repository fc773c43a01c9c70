/**
 * Client-side rules of the lead forms with the messages of spec 1 §5 and the leads contract, so a
 * shopper reads the same words as the server would send. The server checks everything again.
 */
export const NAME_MAX = 100;
export const MESSAGE_MAX = 2000;

export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Name must be less than 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  /** The appointment form's own wording (spec 1 §5). */
  appointmentEmailInvalid: 'Invalid email address',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 2000 characters',
  consultationRequired: 'Consultation date and time is required',
  consultationPast: 'Consultation date and time must be in the future',
  assistanceRequired: 'Please select what we can help you with',
  failed: 'Something went wrong. Please try again.',
  orderPlaced: 'Thank you for your order! We will contact you soon to process your request.',
  appointmentBooked: 'Your appointment has been booked! We will contact you shortly to confirm.',
  contactSent: 'Thank you for contacting us! We will get back to you soon.',
} as const;

export type Check = (value: string) => string | undefined;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Orders and contact: 10 to 20 characters of digits, plus, hyphen, whitespace and parentheses. */
const ORDER_PHONE = /^[\d+\-\s()]{10,20}$/;
/** Appointments: spaces, hyphens, dots, parentheses and a leading + are ignored; 10 to 15 digits remain. */
const APPOINTMENT_PHONE_DIGITS = /^\d{10,15}$/;

export const required =
  (message: string): Check =>
  (value) =>
    value ? undefined : message;

export const maxLength =
  (max: number, message: string): Check =>
  (value) =>
    value.length > max ? message : undefined;

/** Optional e-mail: empty passes. */
export const optionalEmail =
  (message: string): Check =>
  (value) =>
    !value || EMAIL.test(value) ? undefined : message;

export const orderPhone: Check = (value) => (ORDER_PHONE.test(value) ? undefined : MESSAGES.phoneInvalid);

export function appointmentPhoneDigits(value: string): string {
  return value.replace(/^\s*\+/, '').replace(/[\s\-.()]/g, '');
}

export const appointmentPhone: Check = (value) =>
  APPOINTMENT_PHONE_DIGITS.test(appointmentPhoneDigits(value)) ? undefined : MESSAGES.phoneInvalid;

export const fullNameChecks = [required(MESSAGES.fullNameRequired), maxLength(NAME_MAX, MESSAGES.fullNameTooLong)];

/** The first failing check's message per field (values are already trimmed). */
export function validate<Field extends string>(
  values: Record<Field, string>,
  rules: Partial<Record<Field, Check[]>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    for (const check of rules[field] ?? []) {
      const message = check(values[field] ?? '');
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
