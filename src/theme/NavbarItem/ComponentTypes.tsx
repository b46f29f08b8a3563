/** The theme's navbar item types, and ours: `custom-docSection` (a doc link active on its section). */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocSectionNavbarItem from '@site/src/components/DocSectionNavbarItem';

export default { ...ComponentTypes, 'custom-docSection': DocSectionNavbarItem };
