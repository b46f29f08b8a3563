/**
 * The search plugin's options (config/search.ts), checked when the site loads; the browser gets
 * them as the plugin's global data (theme/search-options.ts, which imports only the types: the
 * schema stays out of the browser bundle).
 */
import { z } from 'zod';

export const searchOptionsSchema = z
  .object({
    /** Docusaurus's id for a plugin's instance; there is one. */
    id: z.literal('default').default('default'),
    /** Algolia's app, search-only key and index, when the site is built for hosted search. */
    hosted: z.object({ appId: z.string().min(1), apiKey: z.string().min(1), indexName: z.string().min(1) }).optional(),
    /** The offline index's name; DocSearch names the searches it stores after the index. */
    localIndexName: z.string().min(1),
    /** The search page's path under the base URL, one segment. */
    searchPagePath: z.string().regex(/^[a-z0-9-]+$/, 'one path segment, in lower case'),
    placeholder: z.string().min(1),
    /** Hits in the modal; its footer links to the search page for the rest. */
    hitsPerPage: z.number().int().min(1).max(100),
  })
  .strict();

/** The options as config/search.ts gives them, and as the plugin and the browser get them. */
export type SearchOptionsInput = z.input<typeof searchOptionsSchema>;
export type SearchOptions = z.infer<typeof searchOptionsSchema>;
