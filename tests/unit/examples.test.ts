import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCurlSample, runCurlSample } from '../../scripts/lib/curl-samples';
import { type Cell, assembleCell, exampleBlocksOf, landingBlocks } from '../../scripts/lib/examples';

const page = [
  '```ts title="lib/auth.ts" app="demo"',
  'export const shared = 1;',
  '```',
  '```ts title="app/page.tsx" app="demo other" next="16"',
  'export const app16 = 1;',
  '```',
  '```ts title="app/page.tsx" app="demo" next="13-15"',
  'export const app14 = 1;',
  '```',
  '```ts title="pages/index.tsx" app="demo"',
  'export const pages = 1;',
  '```',
  '```ts title="proxy.ts" app="demo"',
  'export const proxy = 1;',
  '```',
  '```ts title="middleware.ts" app="demo"',
  'export const middleware = 1;',
  '```',
  '```ts title="not-in-an-app.ts"',
  'export const other = 1;',
  '```',
].join('\n');

const cell = (router: 'app' | 'pages', nextMajor: number): Cell => ({
  name: `next${nextMajor}-${router}`,
  dir: 'examples/x',
  app: 'demo',
  docsDir: 'docs',
  router,
  nextMajor,
  flows: 'v4',
});

describe('example blocks', () => {
  const blocks = exampleBlocksOf('docs/page.mdx', page);

  it('reads the app, the file and the Next.js range from the fence meta', () => {
    expect(blocks).toHaveLength(6);
    expect(blocks[1]).toMatchObject({ apps: ['demo', 'other'], file: 'app/page.tsx', next: [16, 16], line: 5 });
  });

  it('gives each cell the files its router and Next.js version read', () => {
    expect([...assembleCell(blocks, cell('app', 16)).keys()].sort()).toEqual([
      'app/page.tsx',
      'lib/auth.ts',
      'proxy.ts',
    ]);
    expect(assembleCell(blocks, cell('app', 14)).get('app/page.tsx')?.code).toBe('export const app14 = 1;');
    expect([...assembleCell(blocks, cell('pages', 14)).keys()].sort()).toEqual([
      'lib/auth.ts',
      'middleware.ts',
      'pages/index.tsx',
    ]);
  });

  it('refuses two blocks for one file, naming both', () => {
    const twice = exampleBlocksOf(
      'docs/a.mdx',
      '```ts title="lib/auth.ts" app="demo"\nx\n```\n```ts file="lib/auth.ts" app="demo"\ny\n```',
    );
    expect(() => assembleCell(twice, cell('app', 16))).toThrow(
      'docs/a.mdx:2 (lib/auth.ts) and docs/a.mdx:5 (lib/auth.ts)',
    );
  });

  it('gives a block with router="app" only to App Router cells', () => {
    const blocks = exampleBlocksOf('docs/a.mdx', '```ts title="next.config.ts" app="demo" router="app"\nx\n```');
    expect(assembleCell(blocks, cell('app', 16)).has('next.config.ts')).toBe(true);
    expect(assembleCell(blocks, cell('pages', 16)).has('next.config.ts')).toBe(false);
    expect(() => exampleBlocksOf('d.mdx', '```ts title="x.ts" app="demo" router="edge"\nx\n```')).toThrow(
      'router="edge"',
    );
  });

  it('takes a file repeated word for word on another page once', () => {
    const repeated = [
      ...exampleBlocksOf('docs/a.mdx', '```ts title="lib/auth.ts" app="demo"\nexport const x = 1;\n```'),
      ...exampleBlocksOf('docs/b.mdx', '```ts title="lib/auth.ts" app="demo"\nexport const x = 1;\n```'),
    ];
    const files = assembleCell(repeated, cell('app', 16));
    expect(files.size).toBe(1);
    expect(files.get('lib/auth.ts')?.doc).toBe('docs/a.mdx');
  });

  it('refuses blocks without a file, outside the app, or partial', () => {
    expect(() => exampleBlocksOf('d.mdx', '```ts app="demo"\nx\n```')).toThrow('needs a file');
    expect(() => exampleBlocksOf('d.mdx', '```ts title="../x.ts" app="demo"\nx\n```')).toThrow('inside the app');
    expect(() => exampleBlocksOf('d.mdx', '```ts title="x.ts" app="demo" partial="why"\nx\n```')).toThrow(
      'cannot be partial',
    );
    expect(() => exampleBlocksOf('d.mdx', '```ts title="x.ts" app="demo" next="sixteen"\nx\n```')).toThrow(
      'next="sixteen"',
    );
  });
});

describe('landing cells', () => {
  const other = ['```ts title="lib/auth.ts" app="demo"', 'export const brought = 1;', '```'].join('\n');
  const blocks = [...exampleBlocksOf('docs/landing.mdx', page), ...exampleBlocksOf('docs/other.mdx', other)];
  const landing = (brings: string[]): Cell => ({ ...cell('app', 16), landing: { page: 'docs/landing.mdx', brings } });

  it("takes the page's own blocks and the files it brings from other pages, and nothing else of theirs", () => {
    const files = assembleCell(landingBlocks(blocks, landing([])), landing([]));
    expect(files.get('lib/auth.ts')?.code).toBe('export const shared = 1;');
    const withOptions = landingBlocks(
      blocks.filter((block) => block.doc === 'docs/other.mdx' || block.file !== 'lib/auth.ts'),
      landing(['lib/auth.ts']),
    );
    expect(withOptions.find((block) => block.file === 'lib/auth.ts')?.doc).toBe('docs/other.mdx');
  });

  it('names a brought file that no other page gives', () => {
    expect(() => landingBlocks(blocks, landing(['lib/missing.ts']))).toThrow(/no page gives lib\/missing\.ts/);
  });
});

describe('adding to the auth options', () => {
  const base = [
    '```ts title="lib/auth.ts" app="base"',
    'import type { AuthOptions } from "next-auth";',
    '',
    'export const authOptions: AuthOptions = {',
    '  providers: [],',
    '};',
    '```',
  ].join('\n');
  const options = (meta: string, body: string) => `\`\`\`ts wrap="options" ${meta}\n${body}\n\`\`\``;
  const pagesCell: Cell = { ...cell('app', 16), app: 'pages-app', extends: 'base' };

  it('writes a wrap="options" block\'s properties at the end of authOptions, in the file the reader has', () => {
    const blocks = [
      ...exampleBlocksOf('docs/base.mdx', base),
      ...exampleBlocksOf('docs/pages.mdx', options('app="pages-app"', 'pages: {\n  signIn: "/auth/signin",\n},')),
    ];
    expect(assembleCell(blocks, pagesCell).get('lib/auth.ts')?.code).toBe(
      [
        'import type { AuthOptions } from "next-auth";',
        '',
        'export const authOptions: AuthOptions = {',
        '  providers: [],',
        '  pages: {',
        '    signIn: "/auth/signin",',
        '  },',
        '};',
      ].join('\n'),
    );
    // The app it extends is built without it.
    expect(assembleCell(blocks, { ...cell('app', 16), app: 'base' }).get('lib/auth.ts')?.code).not.toContain('pages');
  });

  it('adds a comma after a last property that had none', () => {
    const blocks = [
      ...exampleBlocksOf('docs/base.mdx', base.replace('providers: [],', 'providers: []')),
      ...exampleBlocksOf('docs/pages.mdx', options('app="pages-app"', 'debug: true,')),
    ];
    expect(assembleCell(blocks, pagesCell).get('lib/auth.ts')?.code).toContain('  providers: [],\n  debug: true,\n};');
  });

  it('refuses an option the auth options already set: the page must show the merged result', () => {
    const blocks = [
      ...exampleBlocksOf('docs/base.mdx', base),
      ...exampleBlocksOf('docs/pages.mdx', options('app="pages-app"', 'providers: [],')),
    ];
    expect(() => assembleCell(blocks, pagesCell)).toThrow(
      'docs/pages.mdx:2 (authOptions) sets providers, which docs/base.mdx:2 (lib/auth.ts) already sets',
    );
  });

  it('refuses options with no file, or two files, declaring authOptions', () => {
    const addition = exampleBlocksOf('docs/pages.mdx', options('app="pages-app"', 'debug: true,'));
    expect(() => assembleCell(addition, pagesCell)).toThrow('no files of the app declare an authOptions object');
    const two = [
      ...exampleBlocksOf('docs/base.mdx', base),
      ...exampleBlocksOf('docs/other.mdx', base.replace('lib/auth.ts', 'lib/other.ts')),
      ...addition,
    ];
    expect(() => assembleCell(two, pagesCell)).toThrow('2 files of the app declare an authOptions object');
  });
});

describe('curl samples', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/auth/csrf') res.end('{"csrfToken":"abc123"}');
      else res.end(JSON.stringify({ echo: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('splits commands, continuation lines and expected output', () => {
    expect(parseCurlSample('# intro\ncurl a \\\n  -d b\n# {"x":1}\n# more\ncurl c')).toEqual([
      { command: 'curl a \\\n  -d b', expected: '{"x":1}\nmore' },
      { command: 'curl c', expected: '' },
    ]);
  });

  it('runs against the app, and carries a printed value into the next command', async () => {
    const steps = parseCurlSample(
      [
        'curl -s http://localhost:3000/api/auth/csrf',
        '# {"csrfToken":"9f2c…"}',
        'curl -s "http://localhost:3000/echo?token=9f2c…"',
        '# {"echo":"/echo?token=abc123"}',
      ].join('\n'),
    );
    await expect(runCurlSample(steps, origin)).resolves.toBeUndefined();
  });

  it('fails with the command, what it printed and what the page says', async () => {
    const steps = parseCurlSample('curl -s http://localhost:3000/other\n# {"echo":"/something-else"}');
    await expect(runCurlSample(steps, origin)).rejects.toThrow(
      /printed: {2}\{"echo":"\/other"\}\nexpected: \{"echo":"\/something-else"\}/,
    );
  });
});
