/**
 * npm run check:html: every built page through the Nu Html Checker (vnu-jar; needs Java 11 or
 * later). The markup this project writes is held to zero errors; the few errors that come from
 * Docusaurus's own markup are listed below with the reason, and a listed error that no longer
 * occurs is reported so the list stays true.
 *
 *   npm run check:html [-- --dir build]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const VNU_JAR = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

interface KnownError {
  message: RegExp;
  reason: string;
}

/** Errors in markup the project does not write, or that the checker does not know yet. */
const KNOWN: KnownError[] = [
  {
    message: /^Element “div” not allowed as child of element “code”/,
    reason: "Docusaurus's code blocks put one div per line inside code",
  },
  {
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
    reason: "Docusaurus's Tabs give their panels no tabpanel role",
  },
  {
    message:
      /^(“script” element between “head” and “body”|Element “head” is missing a required instance of child element “title”|Cannot recover after last error)/,
    reason: 'the redirect pages of @docusaurus/plugin-client-redirects, for hosts that cannot redirect',
  },
  {
    message: /^The “itemprop” attribute was specified, but the element is not a property of any item/,
    reason:
      'Docusaurus\'s "Last updated" date marks its <time> as a dateModified property, and docs pages declare no item',
  },
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    reason:
      'the checker predates the HTML standard\'s rel="expect" link, which holds the first paint until the navbar is parsed (plugins/page-start)',
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
const dir = path.resolve(values.dir);
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(dir, file));
if (pages.length === 0) fail(`No HTML in ${dir}: run "npm run build" first.`);

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  fail('The Nu Html Checker needs Java 11 or later: sudo apt-get install -y default-jre-headless (Debian/Ubuntu).');
}

const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 2 ** 20,
});
let messages: VnuMessage[];
try {
  ({ messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] });
} catch {
  fail(`The Nu Html Checker did not report as expected:\n${run.stderr}${run.stdout}`);
}

const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
const unknown = errors.filter((error) => !KNOWN.some((known) => known.message.test(error.message)));
for (const known of KNOWN) {
  const count = errors.filter((error) => known.message.test(error.message)).length;
  if (count === 0) fail(`Known error no longer found, remove it from scripts/check-html.ts: ${known.message}`);
  console.log(`known: ${count} × ${known.message.source} (${known.reason})`);
}
for (const error of unknown) {
  const file = path.relative(process.cwd(), new URL(error.url).pathname);
  console.error(`${file}:${error.lastLine ?? '?'}: ${error.message}`);
}
if (unknown.length > 0) fail(`${unknown.length} HTML errors in ${pages.length} pages (Nu Html Checker).`);
console.log(`${pages.length} pages: no HTML errors in the project's markup (Nu Html Checker).`);
