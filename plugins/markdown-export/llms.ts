/**
 * A docs version's llms.txt (the llms.txt convention: a title, a one-line summary in a blockquote,
 * a few words of detail, then one section per sidebar category listing each page's Markdown form
 * with its description) and llms-full.txt (every page's Markdown, in sidebar order).
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];
type SidebarItem = Sidebar[number];

export interface PageEntry {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown form. */
  markdownUrl: string;
  markdown: string;
}

export interface Section {
  title: string;
  pages: PageEntry[];
}

/**
 * The pages of a version grouped as its sidebars group them: one section per category (nested
 * categories named by their path, "Configuration / Providers"), a page outside any category in a
 * section of its own, and the pages no sidebar lists in a last section.
 */
export function sidebarSections(sidebars: Record<string, Sidebar>, pages: Map<string, PageEntry>): Section[] {
  const sections: Section[] = [];
  const listed = new Set<string>();
  const take = (id: string): PageEntry[] => {
    const page = pages.get(id);
    if (!page || listed.has(id)) return [];
    listed.add(id);
    return [page];
  };
  const walk = (items: SidebarItem[], path: string[]) => {
    const own: PageEntry[] = [];
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (path.length === 0) {
          const loose = take(item.id);
          if (loose[0]) sections.push({ title: loose[0].title, pages: loose });
        } else own.push(...take(item.id));
      } else if (item.type === 'category') {
        const categoryPath = [...path, item.label];
        const index = item.link?.type === 'doc' ? take(item.link.id) : [];
        const start = sections.length;
        const pagesOfCategory = walk(item.items, categoryPath);
        sections.splice(start, 0, { title: categoryPath.join(' / '), pages: [...index, ...pagesOfCategory] });
      }
    }
    return own;
  };
  for (const sidebar of Object.values(sidebars)) walk(sidebar, []);
  const rest = [...pages.values()].filter((page) => !listed.has(page.id));
  if (rest.length) sections.push({ title: 'Other pages', pages: rest });
  return sections.filter((section) => section.pages.length > 0);
}

export interface VersionHeader {
  /** "NextAuth.js v4". */
  title: string;
  /** One sentence: what the docs are about, for which package range. */
  summary: string;
  /** Lines of detail under the summary (where the whole file is, other versions). */
  details: string[];
}

function header({ title, summary, details }: VersionHeader): string {
  return [`# ${title}`, `> ${summary}`, ...details].join('\n\n');
}

export function llmsIndex(version: VersionHeader, sections: Section[]): string {
  const lists = sections.map(
    (section) =>
      `## ${section.title}\n\n${section.pages
        .map((page) => `- [${page.title}](${page.markdownUrl})${page.description ? `: ${page.description}` : ''}`)
        .join('\n')}`,
  );
  return `${[header(version), ...lists].join('\n\n')}\n`;
}

export function llmsFull(version: VersionHeader, sections: Section[]): string {
  const pages = sections.flatMap((section) => section.pages.map((page) => page.markdown.trim()));
  return `${[header(version), ...pages].join('\n\n')}\n`;
}
