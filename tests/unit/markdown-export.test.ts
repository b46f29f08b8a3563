/**
 * The Markdown form of a page (plugins/markdown-export): what each kind of MDX content becomes,
 * and that anything without a Markdown form stops the build with the file and line. Each sample
 * goes through an MDX compile as Docusaurus runs it (its preprocessing, then MDX with front matter,
 * directives and GFM), and is converted where the build converts it: by the first remark plugin.
 */
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { pageComponents } from '../../plugins/markdown-export/components';
import { sidebarSections, llmsIndex, llmsFull, type PageEntry } from '../../plugins/markdown-export/llms';
import { llmsFilesOf, markdownPathOf } from '../../plugins/markdown-export/paths';
import { mdastToMarkdown, type PageToConvert } from '../../plugins/markdown-export/to-markdown';
import { testedWithPhrase } from '../../plugins/tested-with/phrase';

const STACKS = [
  { next: '16.4.5', react: '19.2.3', nextAuth: '4.24.15' },
  { next: '14.2.35', react: '18.3.1', nextAuth: '4.24.15' },
  { next: '12.3.4', react: '17.0.2', nextAuth: '3.29.10' },
];

/** Docusaurus's admonition keywords. */
const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

function convert(source: string, overrides: Partial<PageToConvert> = {}): string {
  const page = pageToConvert(overrides);
  let markdown: string | undefined;
  const processor = createProcessor({
    remarkPlugins: [
      () => (tree) => {
        markdown = mdastToMarkdown(tree, page);
      },
      remarkFrontmatter,
      remarkDirective,
      remarkGfm,
    ],
  });
  const preprocessed = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    ADMONITION_KEYWORDS,
  );
  processor.processSync(preprocessed);
  if (markdown === undefined) throw new Error('the page was not converted');
  return markdown;
}

function pageToConvert(overrides: Partial<PageToConvert>): PageToConvert {
  return {
    file: 'docs/page.mdx',
    pageUrl: 'https://example.com/guide',
    resolveLink: (url) =>
      url.endsWith('.mdx') ? `https://example.com/${url.replace(/^\.\//, '').replace(/\.mdx/, '')}` : undefined,
    components: pageComponents({
      stacks: STACKS,
      catalog: [
        { slug: 'github', path: '/providers/github', name: 'GitHub', id: 'github', type: 'oauth', iconPath: null },
      ],
      absolute: (sitePath) => `https://example.com${sitePath}`,
      docsRoot: '/v3',
      provider: {
        module: 'github',
        id: 'github',
        type: 'oauth',
        env: ['GITHUB_ID', 'GITHUB_SECRET'],
        console: 'https://github.com/settings/developers',
      },
    }),
    ...overrides,
  };
}

describe('mdastToMarkdown', () => {
  it('drops front matter, imports and MDX comments, and keeps the prose as it is', () => {
    const markdown = convert(
      `---\ntitle: Guide\n---\n\nimport Tabs from '@theme/Tabs';\n\nSome **bold** text.\n\n{/* tested: a comment */}\n\n- one\n- two\n`,
    );
    expect(markdown).toBe('Some **bold** text.\n\n- one\n- two\n');
  });

  it('makes links absolute: other pages, in-page anchors and site paths', () => {
    const markdown = convert(
      'See [the options](./options.mdx#secret), [below](#setup), [the FAQ](/faq) and [Next.js](https://nextjs.org).',
      {
        resolveLink: (url) =>
          url.startsWith('/') ? `https://example.com${url}` : `https://example.com/options#secret`,
      },
    );
    expect(markdown).toBe(
      'See [the options](https://example.com/options#secret), [below](https://example.com/guide#setup), [the FAQ](https://example.com/faq) and [Next.js](https://nextjs.org).\n',
    );
  });

  it('leaves out explicit heading ids and the fence meta that is for the site', () => {
    const markdown = convert(
      '## Update the session {#update-session}\n\n```ts title="lib/auth.ts" app="getting-started" run="x"\nconst a = 1;\n```\n\n```bash npm2yarn\nnpm install next-auth\n```\n',
    );
    expect(markdown).toBe(
      '## Update the session\n\n```ts title="lib/auth.ts"\nconst a = 1;\n```\n\n```bash\nnpm install next-auth\n```\n',
    );
  });

  it('turns admonitions into blockquotes that name their kind and title', () => {
    expect(convert(':::warning Mind the secret\n\nSet it in production.\n\n:::\n')).toBe(
      '> **Warning: Mind the secret**\n>\n> Set it in production.\n',
    );
    expect(convert(':::note\n\nPlain.\n\n:::\n')).toBe('> **Note**\n>\n> Plain.\n');
  });

  it('turns tabs into labelled sections, in order', () => {
    const markdown = convert(
      '<Tabs>\n<TabItem value="app" label="App Router">\n\nApp text.\n\n</TabItem>\n<TabItem value="pages" label="Pages Router">\n\nPages text.\n\n</TabItem>\n</Tabs>\n',
    );
    expect(markdown).toBe('**App Router**\n\nApp text.\n\n**Pages Router**\n\nPages text.\n');
  });

  it("states the provider facts as a table, the stack the examples ran on, the catalogue and the generator's meaning", () => {
    expect(convert('<ProviderFacts />')).toBe(
      [
        '| Fact                  | Value                                                                                                                         |',
        '| --------------------- | ----------------------------------------------------------------------------------------------------------------------------- |',
        '| Set up first          | [next-auth installed, its environment set (Example, steps 1 and 3)](https://example.com/v3/getting-started/example#1-install) |',
        '| Provider id           | `github`                                                                                                                      |',
        '| Protocol              | OAuth                                                                                                                         |',
        '| Environment variables | `GITHUB_ID`, `GITHUB_SECRET`                                                                                                  |',
        '| Register an app at    | [github.com](https://github.com/settings/developers)                                                                          |',
        '| Callback path         | `/api/auth/callback/github`                                                                                                   |',
        '',
        'The callback URL to register is your site’s address followed by the callback path, for example `https://example.com/api/auth/callback/github`.',
        '',
      ].join('\n'),
    );
    expect(convert('It ran on <TestedWith next="16" />.')).toBe('It ran on Next.js 16.4.5 with React 19.2.3.\n');
    expect(convert('<ProviderCatalog />')).toContain(
      '| [GitHub](https://example.com/providers/github) | OAuth    | `github`    |',
    );
    expect(convert('<SecretGenerator />')).toContain('`openssl rand -base64 32`');
  });

  it('keeps a colon that only looks like a directive ("at 10:30")', () => {
    expect(convert('The job runs at 10:30 every day.')).toBe('The job runs at 10:30 every day.\n');
  });

  it('names the file and line of a component or an expression it has no Markdown form for, and of a link it cannot place', () => {
    expect(() => convert('Text.\n\n<Unknown />\n')).toThrow(
      'docs/page.mdx:3: <Unknown> has no Markdown form; add one in plugins/markdown-export/components.ts',
    );
    expect(() => convert('Sum: {1 + 1}')).toThrow('docs/page.mdx:1: the expression {1 + 1} has no Markdown form');
    expect(() => convert('[gone](../missing.md)')).toThrow('docs/page.mdx:1: cannot place the link "../missing.md"');
  });
});

describe('testedWithPhrase', () => {
  it('lists the stacks of one next-auth major, narrowed to a Next.js major when asked', () => {
    expect(testedWithPhrase(STACKS)).toBe('Next.js 16.4.5 with React 19.2.3 and Next.js 14.2.35 with React 18.3.1');
    expect(testedWithPhrase(STACKS, { nextAuth: '3' })).toBe('Next.js 12.3.4 with React 17.0.2');
    expect(testedWithPhrase(STACKS, { next: '14' })).toBe('Next.js 14.2.35 with React 18.3.1');
  });
});

describe('paths of the Markdown forms', () => {
  it('adds .md to the route, and names the index of a folder by the folder', () => {
    expect(markdownPathOf('/getting-started/introduction')).toBe('/getting-started/introduction.md');
    expect(markdownPathOf('/v3/faq')).toBe('/v3/faq.md');
    expect(markdownPathOf('/guides/')).toBe('/guides.md');
    expect(llmsFilesOf('/v3')).toEqual({ index: '/v3/llms.txt', full: '/v3/llms-full.txt' });
    expect(llmsFilesOf('')).toEqual({ index: '/llms.txt', full: '/llms-full.txt' });
  });
});

describe('llms.txt', () => {
  const page = (id: string, title: string): PageEntry => ({
    id,
    title,
    description: `About ${title}.`,
    markdownUrl: `https://example.com/${id}.md`,
    markdown: `# ${title}\n\nBody of ${title}.\n`,
  });
  const pages = new Map(
    [
      page('intro', 'Intro'),
      page('options', 'Options'),
      page('oauth', 'OAuth'),
      page('adapters', 'Adapters'),
      page('hidden', 'Hidden'),
    ].map((entry) => [entry.id, entry]),
  );
  const sidebars = {
    docs: [
      {
        type: 'category' as const,
        label: 'Getting started',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'doc' as const, id: 'intro' }],
      },
      {
        type: 'category' as const,
        label: 'Configuration',
        collapsed: true,
        collapsible: true,
        link: { type: 'doc' as const, id: 'options' },
        items: [
          {
            type: 'category' as const,
            label: 'Providers',
            collapsed: true,
            collapsible: true,
            items: [{ type: 'doc' as const, id: 'oauth' }],
          },
        ],
      },
      { type: 'doc' as const, id: 'adapters' },
    ],
  };

  it('groups the pages as the sidebars do, with the pages no sidebar lists last', () => {
    expect(sidebarSections(sidebars, pages).map((section) => [section.title, section.pages.map((p) => p.id)])).toEqual([
      ['Getting started', ['intro']],
      ['Configuration', ['options']],
      ['Configuration / Providers', ['oauth']],
      ['Adapters', ['adapters']],
      ['Other pages', ['hidden']],
    ]);
  });

  it('follows the llms.txt convention: title, summary, details, then one list per section', () => {
    const header = {
      title: 'Lib v1',
      summary: 'Docs of Lib.',
      details: ['All in one: https://example.com/llms-full.txt'],
    };
    const sections = sidebarSections(sidebars, pages);
    expect(llmsIndex(header, sections)).toMatch(
      /^# Lib v1\n\n> Docs of Lib\.\n\nAll in one: https:\/\/example\.com\/llms-full\.txt\n\n## Getting started\n\n- \[Intro\]\(https:\/\/example\.com\/intro\.md\): About Intro\.\n\n## Configuration\n/,
    );
    const full = llmsFull(header, sections);
    expect(full.indexOf('# Intro')).toBeLessThan(full.indexOf('# OAuth'));
    expect(full.indexOf('# OAuth')).toBeLessThan(full.indexOf('# Hidden'));
  });
});
