import type { FieldErrors, FormValues } from './types';

/** The rules both screens share (spec 3 §3, §5): a title, and an order that is a whole number from 0. */
export function validateCommon<V extends FormValues & { title: string; order: string }>(values: V): FieldErrors<V> {
  const errors: { title?: string; order?: string } = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!/^\d+$/.test(values.order.trim())) errors.order = 'Order must be a whole number, 0 or more';
  return errors as FieldErrors<V>;
}

/** What every record sends the same way in its multipart body. */
export const commonFields = (values: { title: string; order: string; isActive: boolean }) => ({
  title: values.title.trim(),
  order: values.order.trim(),
  isActive: String(values.isActive),
});
