import { describe, expect, test } from '@jest/globals';
import { HttpError } from 'react-admin';
import { hasFieldErrors, readApiError, readErrorBody } from './apiError';

describe('readApiError', () => {
  test('an HttpError: its status, the server’s sentence and the per-field messages (text only)', () => {
    const error = new HttpError('Please fix the validation errors', 400, {
      statusCode: 400,
      message: 'Please fix the validation errors',
      errors: {
        'address.city': 'City is required',
        'leadNotifyEmails.0': 'Please enter a valid email address',
        root: { serverError: 'x' },
      },
    });
    expect(readApiError(error)).toEqual({
      status: 400,
      message: 'Please fix the validation errors',
      fieldErrors: { 'address.city': 'City is required', 'leadNotifyEmails.0': 'Please enter a valid email address' },
    });
    expect(hasFieldErrors(error)).toBe(true);
  });

  test('the body’s `error` comes before its `message` (spec 2 §8); empty texts count as none', () => {
    expect(readApiError(new HttpError('x', 409, { error: 'Stock number taken', message: 'Conflict' })).message).toBe(
      'Stock number taken',
    );
    expect(readApiError(new HttpError('x', 500, { message: '' }))).toEqual({
      status: 500,
      message: undefined,
      fieldErrors: {},
    });
  });

  test('a network failure or a plain Error: no message, no field errors', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {} });
    expect(readApiError(undefined)).toEqual({ fieldErrors: {} });
    expect(hasFieldErrors(new Error('boom'))).toBe(false);
    expect(readApiError(new HttpError('Bad Gateway', 502, undefined))).toEqual({
      status: 502,
      message: undefined,
      fieldErrors: {},
    });
  });

  test('an XHR answer’s body is read the same way', () => {
    expect(
      readErrorBody({ statusCode: 400, message: 'Bad Request', errors: { file: 'Please select a CSV file' } }, 400),
    ).toEqual({
      status: 400,
      message: 'Bad Request',
      fieldErrors: { file: 'Please select a CSV file' },
    });
    expect(readErrorBody(null)).toEqual({ status: undefined, message: undefined, fieldErrors: {} });
  });
});
