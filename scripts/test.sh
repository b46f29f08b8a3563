#!/usr/bin/env bash
# Runs every check of the project, installing what the checks need that `npm ci` does not.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  cat >&2 <<MSG
No Chromium found at $CHROMIUM_PATH. The browser tests drive the system Chromium and never download one.
  Debian/Ubuntu:  sudo apt-get install -y chromium
  Elsewhere:      install Chromium and run  CHROMIUM_PATH=/path/to/chromium npm test
MSG
  exit 1
fi
export CHROMIUM_PATH
if ! command -v java > /dev/null; then
  echo "The HTML check runs the Nu Html Checker, which needs Java 11 or later: sudo apt-get install -y default-jre-headless" >&2
  exit 1
fi

step() { printf '\n== %s\n' "$*"; }

# Each docs version's code samples are checked in their own package world (tools/samples-*,
# listed by config/versions.ts), installed here from their lockfiles when missing or out of date.
for world in $(npx tsx scripts/sample-worlds.ts); do
  if [ ! -f "$world/node_modules/.package-lock.json" ] || [ "$world/package-lock.json" -nt "$world/node_modules/.package-lock.json" ]; then
    step "install $world"
    npm ci --prefix "$world" --no-audit --no-fund --loglevel=error
  fi
done

step "typecheck"
npm run --silent typecheck
step "lint (code, style, prose)"
npm run --silent lint
step "front matter"
npm run --silent check:frontmatter
step "code samples (each docs version against the next-auth it documents)"
npm run --silent check:samples
step "unit tests (no build needed)"
npm run --silent test:unit
step "build"
npm run --silent build
step "HTML (Nu Html Checker, Java)"
npm run --silent check:html
step "server fuzz (fast-check, 10,000 raw requests)"
npm run --silent fuzz:server
step "test build: hosted search (Algolia credentials set), edit links (EDIT_URL) and the test-only fixture pages"
DOCS_TEST_FIXTURES=1 EDIT_URL=https://github.com/nextauthjs/next-auth-docs/edit/main/ ALGOLIA_APP_ID=TESTAPP ALGOLIA_SEARCH_API_KEY=test-search-key ALGOLIA_INDEX_NAME=next-auth-test \
  npx docusaurus build --out-dir build-hosted > /dev/null
step "tests of the built site, the fixture builds, and docs:version on a copy of the project"
npm run --silent test:build
step "browser tests (Chromium, every other host unreachable)"
npm run --silent test:e2e
step "smoke tests in WebKit and Firefox (key pages, phone and desktop width)"
npm run --silent test:engines
step "executable docs: the example apps built from the docs and driven (examples/, see contributing/executable-docs.md)"
npm run --silent test:examples
