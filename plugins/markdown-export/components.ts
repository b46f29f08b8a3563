/**
 * What each component the docs pages use means in Markdown. A page using a component that is not
 * here fails the build, naming the file and line, so a new component gets its Markdown form when
 * it is added.
 */
import type { PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import { providerFacts, callbackPathOf, usesCallback } from '../front-matter-check/provider-facts';
import { PROVIDER_TYPE_LABELS } from '../front-matter-check/provider-types';
import type { ProviderFrontMatter } from '../front-matter-check/schema';
import type { CatalogEntry } from '../provider-catalog/data';
import type { TestedStack } from '../tested-with';
import { testedWithPhrase } from '../tested-with/phrase';
import type { ComponentRenderer, JsxElement } from './to-markdown';

export interface ComponentContext {
  /** The page's `provider` front matter, on provider pages. */
  provider?: ProviderFrontMatter;
  /** What the example cells ran on (plugins/tested-with). */
  stacks: TestedStack[];
  /** The provider pages of the page's own docs version, for the catalogue. */
  catalog: CatalogEntry[];
  /** Absolute URL of a site path ("/providers/github"). */
  absolute: (sitePath: string) => string;
  /** The route prefix of the page's docs version ("" at the site root, "/v3"). */
  docsRoot: string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });

function attribute(element: JsxElement, name: string): string | undefined {
  for (const attr of element.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return { type: 'table', children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)] };
}

export function pageComponents(context: ComponentContext): Record<string, ComponentRenderer> {
  return {
    // Tabs become one labelled section per tab, in the order the page gives them.
    Tabs: (element, convert) =>
      element.children.flatMap((child) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') return convert([child]);
        const label = attribute(child, 'label') ?? attribute(child, 'value') ?? 'Tab';
        return [paragraph({ type: 'strong', children: [text(label)] }), ...convert(child.children)];
      }),
    TestedWith: (element) =>
      [
        text(
          testedWithPhrase(context.stacks, {
            nextAuth: attribute(element, 'nextAuth'),
            next: attribute(element, 'next'),
          }),
        ),
      ] as RootContent[],
    SecretGenerator: () => [
      paragraph(
        text('(On the web page, a generator makes a fresh secret in your browser. In a terminal, '),
        inlineCode('openssl rand -base64 32'),
        text(' prints one.)'),
      ),
    ],
    ProviderFacts: (element) => {
      const { provider } = context;
      if (!provider)
        throw new Error(
          `<ProviderFacts /> at line ${element.position?.start.line ?? '?'} needs a "provider" block in the front matter`,
        );
      const rows = providerFacts(provider, context.docsRoot).map((fact): PhrasingContent[][] => {
        switch (fact.kind) {
          case 'text':
            return [[text(fact.label)], [text(fact.value)]];
          case 'link': {
            const url = fact.href.startsWith('/') ? context.absolute(fact.href) : fact.href;
            return [[text(fact.label)], [{ type: 'link', url, children: [text(fact.text)] }]];
          }
          case 'code':
            return [
              [text(fact.label)],
              fact.values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), inlineCode(value)]),
            ];
        }
      });
      const nodes: RootContent[] = [table(['Fact', 'Value'], rows)];
      if (usesCallback(provider)) {
        nodes.push(
          paragraph(
            text('The callback URL to register is your site’s address followed by the callback path, for example '),
            inlineCode(`https://example.com${callbackPathOf(provider.id)}`),
            text('.'),
          ),
        );
      }
      return nodes;
    },
    ProviderCatalog: () => [
      table(
        ['Provider', 'Protocol', 'Provider id'],
        context.catalog.map((entry) => [
          [{ type: 'link', url: context.absolute(entry.path), children: [text(entry.name)] }],
          [text(PROVIDER_TYPE_LABELS[entry.type])],
          [inlineCode(entry.id)],
        ]),
      ),
    ],
  };
}
