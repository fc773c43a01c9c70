import type { FieldErrors } from '../components/form/useFormFeedback';

/**
 * Client-side checks of the account forms with the messages of spec 2 §5, where it gives them, and
 * otherwise the server's own (RegisterDto and friends), so a shopper reads the same words either way.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]+$/;
// Spec 1 §5, as the server checks it: 10 to 20 characters of digits, plus, hyphen, spaces and parentheses.
const PHONE = /^[\d+\-\s()]{10,20}$/;

type Check = (value: string) => string | undefined;

const required =
  (message: string): Check =>
  (value) =>
    value ? undefined : message;

const email: Check = (value) => (EMAIL.test(value) ? undefined : 'Please enter a valid email address');
const phone: Check = (value) => (PHONE.test(value) ? undefined : 'Please enter a valid phone number');
const newPassword: Check = (value) => (value.length >= MIN_PASSWORD_LENGTH ? undefined : PASSWORD_TOO_SHORT);
const username: Check = (value) => {
  if (value.length < 3 || value.length > 50) return 'Username must be 3 to 50 characters';
  return USERNAME.test(value) ? undefined : 'Username may contain only letters, numbers, dots, hyphens and underscores';
};

/** Each field's checks in order; the first that fails gives the field's message. */
function validate<Field extends string>(
  values: Record<Field, string>,
  rules: Partial<Record<Field, Check[]>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = rules[field]!.map((check) => check(values[field])).find(Boolean);
    if (message) errors[field] = message;
  }
  return errors;
}

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export const validateLogin = (values: Record<LoginField, string>) =>
  validate(values, {
    email: [required('Email is required'), email],
    password: [required('Password is required')],
  });

export const REGISTER_FIELDS = ['username', 'email', 'password', 'firstName', 'lastName', 'phoneNumber'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const validateRegistration = (values: Record<RegisterField, string>) =>
  validate(values, {
    username: [required('Username is required'), username],
    email: [required('Email is required'), email],
    password: [required('Password is required'), newPassword],
    firstName: [required('First name is required')],
    lastName: [required('Last name is required')],
    phoneNumber: [required('Phone number is required'), phone],
  });

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];

export const validateForgotPassword = (values: Record<ForgotPasswordField, string>) =>
  validate(values, { email: [required('Please enter your email address'), email] });

export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export type ResetPasswordField = (typeof RESET_PASSWORD_FIELDS)[number];

export const validateNewPassword = (values: Record<ResetPasswordField, string>) =>
  validate(values, {
    password: [newPassword],
    confirmPassword: [(value) => (value === values.password ? undefined : PASSWORDS_DO_NOT_MATCH)],
  });

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const validateProfile = (values: Record<ProfileField, string>) =>
  validate(values, {
    firstName: [required('First name is required')],
    lastName: [required('Last name is required')],
    phoneNumber: [required('Phone number is required'), phone],
  });
