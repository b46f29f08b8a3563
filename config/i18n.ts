import type { Config } from '@docusaurus/types';

// English is the only locale, but the locale dropdown and <html lang> come from a real config.
export const i18n = {
  defaultLocale: 'en',
  locales: ['en'],
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
  },
} satisfies Config['i18n'];
