/**
 * The site's front matter schema, shared by the build (a plugin that fails the build naming
 * the file) and the unit tests.
 */
import path from 'node:path';

export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
export const PROVIDER_TYPES = ['oauth', 'oidc', 'email', 'credentials'] as const;

const KNOWN_KEYS = new Set([
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'hide_table_of_contents',
  'hide_title',
  'keywords',
  'image',
  'id',
  'slug',
  'pagination_next',
  'pagination_prev',
  'provider',
  'own_names',
  'other_version_names',
  // A page left out of production builds (a provider page written by new:provider, until its prose is).
  'draft',
]);

/**
 * Lists of names a page gives in inline code that the docs version's next-auth does not have
 * (tests/unit/package-names.test.ts): `own_names` are the reader's or another library's
 * (`authOptions`, `GITHUB_ID`, `PrismaClient`); `other_version_names` are the other major
 * version's (`getServerSession` on an older version's page that points to the newer one).
 */
export const NAME_LIST_KEYS = ['own_names', 'other_version_names'] as const;
const INLINE_NAME = /^[^\s`]+$/;

const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * @param relPath path of the page relative to its docs version folder, e.g. "providers/github.mdx"
 * @returns the problems found, each a sentence; empty when the front matter is valid
 */
export function validateFrontMatter(relPath: string, data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.has(key)) problems.push(`unknown key "${key}"`);
  }

  if (typeof data.title !== 'string' || !data.title.trim()) {
    problems.push('"title" is required');
  }
  if (typeof data.description !== 'string' || !data.description.trim()) {
    problems.push('"description" is required');
  } else {
    const { length } = data.description.trim();
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
      problems.push(
        `"description" is ${length} characters; keep it between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max}`,
      );
    }
  }

  const baseName = path.basename(relPath).replace(/\.mdx?$/, '');
  if (data.id !== undefined && data.id !== baseName) {
    problems.push(`"id" is "${String(data.id)}" but the file is named "${baseName}": rename one so they match`);
  }
  if (data.slug !== undefined) {
    const route = '/' + relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
    const slug = String(data.slug);
    const resolved = slug.startsWith('/') ? slug : path.posix.join('/', path.posix.dirname(relPath), slug);
    if (resolved.replace(/\/$/, '') !== route.replace(/\/$/, '')) {
      problems.push(`"slug" ${slug} does not match the file's route ${route}: the file path decides the route`);
    }
  }

  for (const key of NAME_LIST_KEYS) {
    const list = data[key];
    if (list === undefined) continue;
    if (
      !Array.isArray(list) ||
      !list.length ||
      list.some((name) => typeof name !== 'string' || !INLINE_NAME.test(name))
    ) {
      problems.push(
        `"${key}" must be a non-empty list of names as the page writes them in inline code, without spaces`,
      );
    } else if (new Set(list).size !== list.length) {
      problems.push(`"${key}" lists a name twice`);
    }
  }

  const isProviderPage = /^providers\/(?!index\.mdx?$)[^/]+\.mdx?$/.test(relPath);
  if (isProviderPage) problems.push(...validateProvider(data.provider));
  else if (data.provider !== undefined) problems.push('"provider" belongs only on provider pages');

  return problems;
}

function validateProvider(provider: unknown): string[] {
  if (!provider || typeof provider !== 'object') return ['provider pages need a "provider" block (module, id, type)'];
  const { module, id, type, env, console: consoleUrl, ...rest } = provider as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(rest)) problems.push(`unknown key "provider.${key}"`);
  if (typeof module !== 'string' || !module) problems.push('"provider.module" is required');
  if (typeof id !== 'string' || !id) problems.push('"provider.id" is required');
  if (!PROVIDER_TYPES.includes(type as (typeof PROVIDER_TYPES)[number])) {
    problems.push(`"provider.type" must be one of ${PROVIDER_TYPES.join(', ')}`);
  }
  if (
    env !== undefined &&
    (!Array.isArray(env) || env.some((name) => typeof name !== 'string' || !ENV_NAME.test(name)))
  ) {
    problems.push('"provider.env" must be a list of environment variable names in UPPER_SNAKE_CASE');
  }
  if (consoleUrl !== undefined) {
    let valid = false;
    try {
      valid = new URL(String(consoleUrl)).protocol === 'https:';
    } catch {
      valid = false;
    }
    if (!valid) problems.push('"provider.console" must be an https:// URL');
  }
  return problems;
}
