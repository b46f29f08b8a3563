/**
 * The front matter every docs page may carry, as one zod schema: the build (./index.ts) and the
 * unit tests validate with it, and the page components and scripts take their types from it.
 * Nothing here imports a Node module; browser code imports only types from here (zod stays out of
 * its bundles) and the provider types' labels from ./provider-types.
 */
import { z } from 'zod';
import { PROVIDER_TYPES } from './provider-types';

const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
const INLINE_NAME = /^[^\s`]+$/;

/** Text that must be there: "is required" when it is missing or blank. */
const requiredText = z.string({ required_error: 'is required' }).trim().min(1, 'is required');

const providerSchema = z
  .object({
    /** The module under next-auth/providers/ the page documents. */
    module: requiredText,
    /** The provider id in next-auth's URLs (/api/auth/signin/<id>). */
    id: requiredText,
    type: z.enum(PROVIDER_TYPES, { errorMap: () => ({ message: `must be one of ${PROVIDER_TYPES.join(', ')}` }) }),
    env: z
      .array(z.string().regex(ENV_NAME), {
        invalid_type_error: 'must be a list of environment variable names in UPPER_SNAKE_CASE',
      })
      .optional(),
    /** Where the provider's developer console registers apps. */
    console: z
      .string()
      .url()
      .refine((url) => url.startsWith('https://'))
      .optional(),
  })
  .strict();

/**
 * Lists of names a page gives in inline code that the docs version's next-auth does not have
 * (tests/unit/package-names.test.ts): `own_names` are the reader's or another library's
 * (`authOptions`, `GITHUB_ID`, `PrismaClient`); `other_version_names` are the other major
 * version's (`getServerSession` on an older version's page that points to the newer one).
 */
const NAME_LIST_KEYS = ['own_names', 'other_version_names'] as const;
const nameList = z
  .array(z.string().regex(INLINE_NAME))
  .min(1)
  .refine((names) => new Set(names).size === names.length, 'lists a name twice');

const frontMatterSchema = z
  .object({
    title: requiredText,
    description: requiredText.refine(
      (text) => text.length >= DESCRIPTION_LENGTH.min && text.length <= DESCRIPTION_LENGTH.max,
      (text) => ({
        message: `is ${text.length} characters; keep it between ${DESCRIPTION_LENGTH.min} and ${DESCRIPTION_LENGTH.max}`,
      }),
    ),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    hide_table_of_contents: z.boolean().optional(),
    hide_title: z.boolean().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
    id: z.string().optional(),
    slug: z.string().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    provider: providerSchema.optional(),
    own_names: nameList.optional(),
    other_version_names: nameList.optional(),
    // A page left out of production builds (a provider page written by new:provider, until its prose is).
    draft: z.boolean().optional(),
  })
  .strict();

export type ProviderFrontMatter = z.infer<typeof providerSchema>;
export type { ProviderProtocol } from './provider-types';

/** How a message names the type zod expected. */
const EXPECTED_NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a block of fields',
};

/** What a name list must hold, said once for both keys. */
const NAME_LIST_EXPECTED = 'must be a non-empty list of names as the page writes them in inline code, without spaces';

/** A page of the provider list (providers/<name>.mdx), which must say which provider it documents. */
function isProviderPage(relPath: string): boolean {
  return /^providers\/(?!index\.mdx?$)[^/]+\.mdx?$/.test(relPath);
}

/**
 * The schema for the page at `relPath` (relative to its docs version folder, e.g.
 * "providers/github.mdx"): the rules that depend on where the file is.
 */
function frontMatterSchemaFor(relPath: string) {
  const baseName = relPath.replace(/^.*\//, '').replace(/\.mdx?$/, '');
  const route = '/' + relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  const providerPage = isProviderPage(relPath);
  return frontMatterSchema.superRefine((data, context) => {
    if (data.id !== undefined && data.id !== baseName) {
      context.addIssue({
        code: 'custom',
        path: ['id'],
        message: `is "${data.id}" but the file is named "${baseName}": rename one so they match`,
      });
    }
    if (data.slug !== undefined) {
      const folder = relPath.includes('/') ? `/${relPath.slice(0, relPath.lastIndexOf('/'))}` : '';
      const resolved = data.slug.startsWith('/') ? data.slug : `${folder}/${data.slug}`;
      if (resolved.replace(/\/$/, '') !== route.replace(/\/$/, '')) {
        context.addIssue({
          code: 'custom',
          path: ['slug'],
          message: `${data.slug} does not match the file's route ${route}: the file path decides the route`,
        });
      }
    }
    if (providerPage && data.provider === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['provider'],
        message: 'is required on provider pages (module, id, type)',
      });
    }
  });
}

/** One sentence per problem: the field (its path, "provider.type") and what it must be. */
export function validateFrontMatter(relPath: string, data: Record<string, unknown>): string[] {
  // A provider block off a provider page is one problem, whatever the block holds.
  const misplacedProvider = !isProviderPage(relPath) && data.provider !== undefined;
  const result = frontMatterSchemaFor(relPath).safeParse(misplacedProvider ? { ...data, provider: undefined } : data);
  const misplaced = misplacedProvider ? ['"provider" belongs only on provider pages'] : [];
  if (result.success) return misplaced;
  const problems = result.error.issues.flatMap((issue): string[] => {
    const field = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `unknown key "${field ? `${field}.` : ''}${key}"`);
    }
    const key = issue.path[0];
    if (typeof key === 'string' && (NAME_LIST_KEYS as readonly string[]).includes(key)) {
      return [`"${key}" ${issue.message === 'lists a name twice' ? issue.message : NAME_LIST_EXPECTED}`];
    }
    if (field.startsWith('provider.env')) {
      return ['"provider.env" must be a list of environment variable names in UPPER_SNAKE_CASE'];
    }
    if (field === 'provider.console') return ['"provider.console" must be an https:// URL'];
    if (issue.code === 'invalid_type' && issue.received !== 'undefined') {
      return [`"${field}" must be ${EXPECTED_NOUNS[issue.expected] ?? issue.expected} (got ${issue.received})`];
    }
    if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.type === 'number') {
      return [`"${field}" must be between 2 and 6`];
    }
    return [`"${field}" ${issue.message}`];
  });
  return [...new Set([...problems, ...misplaced])];
}
