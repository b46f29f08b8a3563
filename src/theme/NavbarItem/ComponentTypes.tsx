/**
 * The theme's navbar item types, and ours: `custom-docSection` (a doc link active on its section)
 * and `custom-locale` (the locale dropdown, a plain row in the phone menu while there is one locale).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocSectionNavbarItem from '@site/src/components/DocSectionNavbarItem';
import LocaleNavbarItem from '@site/src/components/LocaleNavbarItem';

export default { ...ComponentTypes, 'custom-docSection': DocSectionNavbarItem, 'custom-locale': LocaleNavbarItem };
