/**
 * The part of the older-section offer (./index.ts) that runs only when a hash matched
 * nothing on a current page: fetching a frozen version's counterpart and showing the notice.
 * Loaded on demand, so pages opened without such a hash do not carry it.
 */
import styles from './styles.module.css';

/** The heading's text without the "#" permalink Docusaurus adds to it. */
function sectionName(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
  return copy.textContent.replace(/\u200b/g, '').trim();
}

export async function findSection(id: string, url: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { signal });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const heading = page.getElementById(id);
  return heading ? sectionName(heading) || id : undefined;
}

/** `labels`: the dropdown labels of the version that has the section and of the current docs. */
export function showOffer(
  noticeId: string,
  name: string,
  href: string,
  labels: { older: string; current: string },
): void {
  const notice = document.createElement('aside');
  notice.id = noticeId;
  notice.className = styles.offer ?? '';
  notice.setAttribute('aria-label', `Section in the ${labels.older} docs`);

  const message = document.createElement('p');
  const title = document.createElement(/^[A-Z][A-Z0-9_]+$/.test(name) ? 'code' : 'strong');
  title.textContent = name;
  message.append(
    title,
    title.tagName === 'CODE'
      ? ` is a NextAuth.js ${labels.older} code. This page documents ${labels.current}; the ${labels.older} docs explain it.`
      : ` is a section of the NextAuth.js ${labels.older} docs. This page documents ${labels.current}.`,
  );

  const link = document.createElement('a');
  link.href = href;
  link.className = 'button button--primary button--sm';
  link.textContent = `Read it in the ${labels.older} docs`;

  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--secondary button--sm';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => notice.remove());

  const actions = document.createElement('div');
  actions.className = styles.actions ?? '';
  actions.append(link, dismiss);
  notice.append(message, actions);
  document.body.append(notice);
}
