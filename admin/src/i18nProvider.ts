import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** Wording of the spec where react-admin's English differs (spec 2 §8). */
const shopMessages: Record<string, string> = {
  'ra.message.invalid_form': 'Please fix the validation errors',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => shopMessages[key] ?? defaultI18nProvider.translate(key, options),
};
