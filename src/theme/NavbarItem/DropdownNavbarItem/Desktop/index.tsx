import { useEffect, useRef, type ReactNode } from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DesktopType>;

/**
 * Escape closes a dropdown opened from the keyboard and returns focus to its trigger, which the
 * theme's dropdown does not do. The theme keeps the open state inside and toggles it only on
 * Enter or Space on the trigger, so Escape focuses the trigger and sends it that Enter.
 */
export default function DesktopDropdownWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = wrapper.querySelector<HTMLElement>('[aria-haspopup="true"]');
      if (!trigger || trigger.getAttribute('aria-expanded') !== 'true') return;
      trigger.focus();
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    };
    wrapper.addEventListener('keydown', closeOnEscape);
    return () => wrapper.removeEventListener('keydown', closeOnEscape);
  }, []);
  return (
    <div ref={ref} className={styles.contents}>
      <Desktop {...props} />
    </div>
  );
}
