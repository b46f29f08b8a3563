/**
 * What is wrong with the navbar at the current width, one line per fault: an item that overlaps
 * another or sticks out of the bar or the viewport, text that is clipped, a control that wraps or
 * lies under another element, and, with `isPhone`, a control smaller than `minTarget` px square.
 * It runs in the page (passed whole to Playwright's or WebDriver's evaluate), so it uses nothing
 * from outside its body. Used by tests/e2e/navbar-widths.spec.ts and tests/engines/smoke.ts.
 */
/** The smallest control the navbar may show at phone widths, in CSS px (WCAG 2.5.5's 44 × 44). */
export const MIN_TARGET_PX = 44;

export function navbarFaults({ isPhone, minTarget }: { isPhone: boolean; minTarget: number }): string[] {
  const faults: string[] = [];
  const bar = document.querySelector('.navbar__inner')!.getBoundingClientRect();
  const name = (element: Element) =>
    `<${element.localName}.${element.classList[0] ?? ''}> "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 20)}"`;
  // The bar's own items: the toggle, the brand, the links and dropdowns, search, the theme switch.
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const items = Array.from(document.querySelectorAll('.navbar__items > *')).filter(visible);
  const boxes = items.map((element) => element.getBoundingClientRect());
  // A block's content taller than a line and a quarter holds two lines (a wrapped caret too).
  const wraps = (element: Element) => {
    const style = getComputedStyle(element);
    if (/flex|grid/.test(style.display)) return false;
    const content = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return content > 1.25 * parseFloat(style.lineHeight);
  };

  items.forEach((element, index) => {
    const box = boxes[index]!;
    if (
      box.left < bar.left - 0.5 ||
      box.right > bar.right + 0.5 ||
      box.top < bar.top - 0.5 ||
      box.bottom > bar.bottom + 0.5
    )
      faults.push(`${name(element)} sticks out of the navbar`);
    if (box.right > window.innerWidth) faults.push(`${name(element)} sticks out of the viewport`);
    for (let other = index + 1; other < items.length; other++) {
      const otherBox = boxes[other]!;
      const overlap =
        Math.min(box.right, otherBox.right) - Math.max(box.left, otherBox.left) > 0.5 &&
        Math.min(box.bottom, otherBox.bottom) - Math.max(box.top, otherBox.top) > 0.5;
      if (overlap) faults.push(`${name(element)} overlaps ${name(items[other]!)}`);
    }
    // Text boxes only: a dropdown's hidden menu overflows its item by design.
    const texts = [element, ...Array.from(element.querySelectorAll('.navbar__link, .navbar__title'))].filter(
      (text) => !text.matches('.dropdown') && visible(text),
    );
    for (const text of texts) {
      if (text.scrollWidth > text.clientWidth + 1 && text.clientWidth > 0) faults.push(`${name(text)} is clipped`);
    }
    const controls = element.matches('a, button') ? [element] : Array.from(element.querySelectorAll('a, button'));
    for (const link of controls.filter(visible)) {
      const linkBox = link.getBoundingClientRect();
      if (wraps(link)) faults.push(`${name(link)} wraps (${Math.round(linkBox.height)} px tall)`);
      const hit = document.elementFromPoint(linkBox.left + linkBox.width / 2, linkBox.top + linkBox.height / 2);
      if (!hit || !link.contains(hit)) faults.push(`${name(link)} is covered by ${hit ? name(hit) : 'nothing'}`);
      if (isPhone && (linkBox.width < minTarget - 0.5 || linkBox.height < minTarget - 0.5))
        faults.push(`${name(link)} is ${Math.round(linkBox.width)} × ${Math.round(linkBox.height)} px`);
    }
  });
  return faults;
}
