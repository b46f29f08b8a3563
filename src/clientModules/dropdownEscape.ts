/**
 * Escape closes a navbar dropdown opened from the keyboard and returns focus to its trigger, which
 * the theme's dropdown does not do. The theme toggles its open state only on Enter or Space on the
 * trigger, so Escape focuses the trigger and sends it that Enter.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function closeOpenDropdown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
  const trigger = event.target
    .closest('.navbar__item.dropdown')
    ?.querySelector<HTMLElement>(':scope > [aria-haspopup="true"]');
  if (!trigger || trigger.getAttribute('aria-expanded') !== 'true') return;
  trigger.focus();
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', closeOpenDropdown);
