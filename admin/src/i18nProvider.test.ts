import { describe, expect, test } from '@jest/globals';
import { i18nProvider } from './i18nProvider';

// What react-admin asks for after a save or a delete: its resource's own message, with its generic English as fallback.
const notice = (resource: string, done: string, smart_count = 1) =>
  i18nProvider.translate(`resources.${resource}.notifications.${done}`, {
    smart_count,
    _: i18nProvider.translate(`ra.notification.${done}`, { smart_count }),
  });

describe('i18nProvider', () => {
  test('save and delete notifications name the thing, never "Element", for every resource', () => {
    expect(notice('suppliers', 'deleted')).toBe('Supplier deleted');
    expect(notice('suppliers', 'updated')).toBe('Supplier updated');
    expect(notice('products', 'created')).toBe('Product created');
    expect(notice('featured-images', 'deleted')).toBe('Featured image deleted');
    expect(notice('shop-categories', 'updated')).toBe('Shop category updated');
    expect(notice('contacts', 'deleted')).toBe('Message deleted');
    expect(notice('users', 'deleted', 3)).toBe('3 users deleted');
    expect(notice('shop-categories', 'deleted', 2)).toBe('2 shop categories deleted');
    for (const resource of ['products', 'imports', 'suppliers', 'reviews', 'appointments', 'orders', 'users']) {
      for (const done of ['created', 'updated', 'deleted']) expect(notice(resource, done)).not.toMatch(/element/i);
    }
  });

  test('the spec’s wording where it differs, react-admin’s elsewhere', () => {
    expect(i18nProvider.translate('ra.message.invalid_form')).toBe('Please fix the validation errors');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
  });
});
