import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** Wording of the spec where react-admin's English differs (spec 2 §8). */
const shopMessages: Record<string, string> = {
  'ra.message.invalid_form': 'Please fix the validation errors',
};

/** What a record of a resource is called where its name does not say it ('contacts' are messages). */
const recordNames: Record<string, string> = { contacts: 'message', imports: 'upload' };

/** 'featured-images' → 'featured image', 'shop-categories' → 'shop category'. */
const recordName = (resource: string) =>
  recordNames[resource] ?? resource.replace(/-/g, ' ').replace(/ies$/, 'y').replace(/s$/, '');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);

/**
 * react-admin says 'Element deleted' (created, updated) after a save or delete unless the resource has its own
 * message: every resource gets one naming the thing, 'Supplier deleted' or '3 suppliers deleted'.
 */
const RECORD_NOTIFICATION = /^resources\.([\w-]+)\.notifications\.(created|updated|deleted)$/;

function recordNotification(key: string, options: { smart_count?: number } = {}): string | undefined {
  const match = RECORD_NOTIFICATION.exec(key);
  if (!match) return undefined;
  const [, resource, done] = match;
  const name = recordName(resource);
  const count = options.smart_count ?? 1;
  return count === 1 ? `${capitalised(name)} ${done}` : `${count} ${plural(name)} ${done}`;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    shopMessages[key] ?? recordNotification(key, options) ?? defaultI18nProvider.translate(key, options),
};
