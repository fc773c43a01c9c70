import { email, minLength, required, type Validator } from 'react-admin';
import type { StaffRegistration } from './types';

// The spec's messages for 'Create Admin Account' (now 'Create Staff Account'); the server answers with the same ones.
const allFieldsRequired = required('All fields are required');

const matchesPassword: Validator = (value: string, values: StaffRegistration) =>
  value && value !== values.password ? 'Passwords do not match' : undefined;

export const validateName = allFieldsRequired;
export const validateEmail = [allFieldsRequired, email('Please enter a valid email address')];
export const validatePassword = [allFieldsRequired, minLength(8, 'Password must be at least 8 characters')];
export const validateConfirmPassword = [allFieldsRequired, matchesPassword];
export const validateRole = required('Choose a role');
