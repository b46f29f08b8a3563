/**
 * The theme's locale dropdown, except in the phone menu while the site has one locale: there the
 * theme's "Languages" entry opened onto that one language. It is a row naming the language
 * instead, and becomes the theme's entry again once a second locale is configured (config/i18n.ts).
 * Registered as the navbar item type `custom-locale` (src/theme/NavbarItem/ComponentTypes.tsx),
 * whose options get no defaults from the theme's schema: the lists of extra items default here.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IconLanguage from '@theme/Icon/Language';
import LocaleDropdownNavbarItem, { type Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import styles from './styles.module.css';

type LocaleNavbarItemProps = Omit<Props, 'dropdownItemsBefore' | 'dropdownItemsAfter'> & Partial<Props>;

export default function LocaleNavbarItem({
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  ...props
}: LocaleNavbarItemProps): ReactNode {
  const { i18n } = useDocusaurusContext();
  if (!props.mobile || i18n.locales.length > 1) {
    return (
      <LocaleDropdownNavbarItem
        {...props}
        dropdownItemsBefore={dropdownItemsBefore}
        dropdownItemsAfter={dropdownItemsAfter}
      />
    );
  }
  const { label, htmlLang } = i18n.localeConfigs[i18n.currentLocale] ?? {};
  return (
    <li className="menu__list-item">
      <span className={clsx('menu__link', styles.current)} lang={htmlLang}>
        <IconLanguage role="img" aria-label="Language" aria-hidden={false} className={styles.icon} />
        {label ?? i18n.currentLocale}
      </span>
    </li>
  );
}
