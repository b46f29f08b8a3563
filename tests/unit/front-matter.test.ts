import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFrontMatterIn } from '../../plugins/front-matter-check';
import { validateFrontMatter } from '../../plugins/front-matter-check/schema';

const description = 'A description long enough to pass the length check of the schema.';

describe('validateFrontMatter', () => {
  it('accepts a page with a title and a description', () => {
    expect(validateFrontMatter('faq.mdx', { title: 'FAQ', description })).toEqual([]);
  });

  it('requires title and description', () => {
    expect(validateFrontMatter('faq.mdx', {})).toEqual(['"title" is required', '"description" is required']);
  });

  it('bounds the description length', () => {
    expect(validateFrontMatter('faq.mdx', { title: 'FAQ', description: 'Too short.' })).toEqual([
      '"description" is 10 characters; keep it between 50 and 160',
    ]);
  });

  it('takes descriptions of 50 to 160 characters, both ends included', () => {
    const ofLength = (length: number) =>
      validateFrontMatter('faq.mdx', { title: 'FAQ', description: 'd'.repeat(length) });
    expect(ofLength(50)).toEqual([]);
    expect(ofLength(160)).toEqual([]);
    expect(ofLength(49)).toEqual(['"description" is 49 characters; keep it between 50 and 160']);
    expect(ofLength(161)).toEqual(['"description" is 161 characters; keep it between 50 and 160']);
  });

  it('reads .md files like .mdx files, and a name with a dot inside it', () => {
    expect(validateFrontMatter('guides/faq.md', { title: 'FAQ', description, id: 'faq', slug: 'faq' })).toEqual([]);
    expect(validateFrontMatter('guides/index.md', { title: 'Guides', description, slug: '/guides' })).toEqual([]);
    expect(
      validateFrontMatter('guides/notes.md.mdx', { title: 'Notes', description, id: 'notes.md', slug: 'notes.md' }),
    ).toEqual([]);
    expect(validateFrontMatter('providers/old.md/github.mdx', { title: 'GitHub', description })).toEqual([]);
    expect(validateFrontMatter('providers/index.mdx.mdx', { title: 'Index', description })).toEqual([
      '"provider" is required on provider pages (module, id, type)',
    ]);
    expect(validateFrontMatter('providers/index.md', { title: 'Providers', description })).toEqual([]);
    expect(validateFrontMatter('providers/github.md', { title: 'GitHub', description })).toEqual([
      '"provider" is required on provider pages (module, id, type)',
    ]);
  });

  it('rejects unknown keys, a mismatched id and a slug that moves the page', () => {
    expect(
      validateFrontMatter('configuration/pages.mdx', {
        title: 'Pages',
        description,
        titel: 'x',
        id: 'custom',
        slug: '/elsewhere',
      }),
    ).toEqual([
      'unknown key "titel"',
      '"id" is "custom" but the file is named "pages": rename one so they match',
      '"slug" /elsewhere does not match the file\'s route /configuration/pages: the file path decides the route',
    ]);
  });

  it('accepts an id equal to the file name', () => {
    expect(validateFrontMatter('configuration/pages.mdx', { title: 'Pages', description, id: 'pages' })).toEqual([]);
  });

  it('resolves slugs at the top level, on index pages and on pages named like one', () => {
    expect(validateFrontMatter('faq.mdx', { title: 'FAQ', description, slug: 'faq' })).toEqual([]);
    expect(validateFrontMatter('index.mdx', { title: 'Home', description, slug: '/' })).toEqual([]);
    expect(validateFrontMatter('guides/indexing.mdx', { title: 'Indexing', description, slug: 'indexing' })).toEqual(
      [],
    );
    expect(
      validateFrontMatter('configuration/pages.mdx', { title: 'Pages', description, slug: '/configuration/pages' }),
    ).toEqual([]);
    expect(validateFrontMatter('faq.mdx', { title: 'FAQ', description, slug: 'questions' })).toEqual([
      '"slug" questions does not match the file\'s route /faq: the file path decides the route',
    ]);
  });

  it('accepts a slug equal to the route, relative or absolute', () => {
    expect(
      validateFrontMatter('providers/42-school.mdx', {
        title: '42',
        description,
        slug: '42-school',
        provider: { module: '42-school', id: '42-school', type: 'oauth' },
      }),
    ).toEqual([]);
    expect(validateFrontMatter('guides/index.mdx', { title: 'Guides', description, slug: '/guides/' })).toEqual([]);
  });

  it('takes own_names and other_version_names as lists of distinct names without spaces', () => {
    const page = { title: 'FAQ', description };
    expect(validateFrontMatter('faq.mdx', { ...page, own_names: ['authOptions', 'GITHUB_ID'] })).toEqual([]);
    expect(validateFrontMatter('faq.mdx', { ...page, own_names: 'authOptions' })).toEqual([
      '"own_names" must be a non-empty list of names as the page writes them in inline code, without spaces',
    ]);
    expect(validateFrontMatter('faq.mdx', { ...page, other_version_names: ['getServerSession()', 'a b'] })).toEqual([
      '"other_version_names" must be a non-empty list of names as the page writes them in inline code, without spaces',
    ]);
    expect(validateFrontMatter('faq.mdx', { ...page, own_names: ['token.role', 'token.role'] })).toEqual([
      '"own_names" lists a name twice',
    ]);
  });

  it('requires a valid provider block on provider pages only', () => {
    expect(validateFrontMatter('providers/github.mdx', { title: 'GitHub', description })).toEqual([
      '"provider" is required on provider pages (module, id, type)',
    ]);
    expect(
      validateFrontMatter('providers/github.mdx', {
        title: 'GitHub',
        description,
        provider: { module: 'github', id: 'github', type: 'oauth2', env: ['github_id'], console: 'http://x', extra: 1 },
      }),
    ).toEqual([
      '"provider.type" must be one of oauth, oidc, email, credentials',
      '"provider.env" must be a list of environment variable names in UPPER_SNAKE_CASE',
      '"provider.console" must be an https:// URL',
      'unknown key "provider.extra"',
    ]);
    expect(validateFrontMatter('faq.mdx', { title: 'FAQ', description, provider: {} })).toEqual([
      '"provider" belongs only on provider pages',
    ]);
  });

  it('names the field and the type it must have', () => {
    const page = { title: 'FAQ', description };
    expect(validateFrontMatter('faq.mdx', { ...page, sidebar_position: 'first', hide_title: 'yes' })).toEqual([
      '"sidebar_position" must be a number (got string)',
      '"hide_title" must be true or false (got string)',
    ]);
    expect(validateFrontMatter('faq.mdx', { ...page, keywords: 'auth' })).toEqual([
      '"keywords" must be a list (got string)',
    ]);
    expect(validateFrontMatter('faq.mdx', { title: ['FAQ'], description })).toEqual([
      '"title" must be text (got array)',
    ]);
    expect(validateFrontMatter('faq.mdx', { title: '  ', description })).toEqual(['"title" is required']);
    expect(validateFrontMatter('faq.mdx', { ...page, toc_max_heading_level: 9 })).toEqual([
      '"toc_max_heading_level" must be between 2 and 6',
    ]);
  });

  it('takes heading levels from 2 to 6 for the table of contents', () => {
    const page = { title: 'FAQ', description };
    expect(validateFrontMatter('faq.mdx', { ...page, toc_min_heading_level: 3, toc_max_heading_level: 6 })).toEqual([]);
    expect(validateFrontMatter('faq.mdx', { ...page, toc_min_heading_level: 2, toc_max_heading_level: 2 })).toEqual([]);
    expect(validateFrontMatter('faq.mdx', { ...page, toc_min_heading_level: 1 })).toEqual([
      '"toc_min_heading_level" must be between 2 and 6',
    ]);
    expect(validateFrontMatter('faq.mdx', { ...page, toc_min_heading_level: 7 })).toEqual([
      '"toc_min_heading_level" must be between 2 and 6',
    ]);
  });

  it('names a provider block that is not a block', () => {
    expect(validateFrontMatter('providers/github.mdx', { title: 'GitHub', description, provider: 'github' })).toEqual([
      '"provider" must be a block of fields (got string)',
    ]);
  });

  it('takes environment variable names in UPPER_SNAKE_CASE from start to end', () => {
    const page = (env: unknown) => ({
      title: 'GitHub',
      description,
      provider: { module: 'github', id: 'github', type: 'oauth', env },
    });
    expect(validateFrontMatter('providers/github.mdx', page(['GITHUB_ID', 'GITHUB_SECRET']))).toEqual([]);
    for (const env of [['xGITHUB_ID'], ['GITHUB_id'], ['_GITHUB_ID'], 'GITHUB_ID']) {
      expect(validateFrontMatter('providers/github.mdx', page(env))).toEqual([
        '"provider.env" must be a list of environment variable names in UPPER_SNAKE_CASE',
      ]);
    }
  });

  it('names a missing field of the provider block', () => {
    expect(
      validateFrontMatter('providers/github.mdx', {
        title: 'GitHub',
        description,
        provider: { id: 'github', type: 'oauth' },
      }),
    ).toEqual(['"provider.module" is required']);
  });

  it('accepts the front matter of every page of every docs version', () => {
    expect(checkFrontMatterIn(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});

describe('checkFrontMatterIn', () => {
  it('names the file of each problem, including YAML that does not parse', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'fm-'));
    mkdirSync(path.join(site, 'docs/guides'), { recursive: true });
    writeFileSync(path.join(site, 'docs/guides/ok.mdx'), `---\ntitle: Ok\ndescription: ${description}\n---\nBody`);
    writeFileSync(path.join(site, 'docs/guides/bad.mdx'), '---\ntitle: [unclosed\n---\nBody');
    writeFileSync(path.join(site, 'docs/guides/empty.mdx'), '---\ntitle: Empty\n---\nBody');
    const problems = checkFrontMatterIn(site, ['docs']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^docs\/guides\/bad\.mdx: front matter is not valid YAML/);
    expect(problems[1]).toBe('docs/guides/empty.mdx: "description" is required');
  });
});
