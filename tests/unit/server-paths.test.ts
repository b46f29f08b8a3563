/**
 * The server's path rules (plugins/delivery/paths.ts): how a request target is read, and the one
 * spelling of each resource that every other rule of the server sees.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath, encodePath, parseTarget, redirectFor, servedPathOf } from '../../plugins/delivery/paths';

describe('request targets', () => {
  it('resolve dot segments and repeated slashes, and never yield a path that starts with two slashes', () => {
    expect(parseTarget('/.//evil.com.html')).toMatchObject({
      pathname: '/evil.com.html',
      rawPath: '/.//evil.com.html',
    });
    expect(parseTarget('//evil.com')).toMatchObject({ pathname: '/evil.com' });
    expect(parseTarget('/a/../../b?x=1')).toMatchObject({ pathname: '/b', search: '?x=1' });
    expect(parseTarget('http://evil.com//x')).toMatchObject({ pathname: '/x' });
    expect(parseTarget('HTTPS://evil.com')).toMatchObject({ pathname: '/', rawPath: '/' });
    expect(parseTarget('/go/http://evil.com/x')).toMatchObject({ pathname: '/go/http:/evil.com/x' });
    expect(parseTarget('/a//b///c')).toMatchObject({ pathname: '/a/b/c' });
    expect(parseTarget('/faq#a?b')).toMatchObject({ pathname: '/faq', search: '' });
    expect(parseTarget('/q?\u00ff')?.search).toBe('?%C3%BF');
  });

  it('refuse what is not a path', () => {
    for (const target of ['*', 'faq', '/%zz', '/a%00', '/a%5cb', '/a\\b', '/%0d%0a'])
      expect(parseTarget(target), target).toBeUndefined();
  });

  it('have one canonical spelling: no trailing slash, ".html" or final "/index"; case kept', () => {
    for (const [spelling, canonical] of [
      ['/', '/'],
      ['/index.html', '/'],
      ['/index', '/'],
      ['/a/b/index.html', '/a/b'],
      ['/a/b.html', '/a/b'],
      ['/a/b/', '/a/b'],
      ['/a/b/index', '/a/b'],
      ['/a/index/index.html/', '/a'],
      ['/A/B', '/A/B'],
      ['/a.md', '/a.md'],
      ['/a/indexes', '/a/indexes'],
      ['/a.html.md', '/a.html.md'],
      ['/a/index.md', '/a/index.md'],
    ]) {
      expect(canonicalPath(spelling!), spelling).toBe(canonical);
      expect(canonicalPath(canonical!), canonical).toBe(canonical);
    }
  });

  it('redirect to the canonical spelling, or an old address to its page, query before anchor', () => {
    const redirects = new Map([
      ['/old', '/new'],
      ['/moved', '/page#part'],
    ]);
    const pages = new Set(['/faq', '/new', '/']);
    const redirect = (raw: string) => redirectFor(parseTarget(raw)!, redirects, pages);
    expect(redirect('/faq')).toBeUndefined();
    expect(redirect('/faq?x=1')).toBeUndefined();
    expect(redirect('/faq/')).toBeUndefined(); // a page, in place
    expect(redirect('/faq//')).toBe('/faq');
    expect(redirect('/faq.md/')).toBe('/faq.md'); // not a page
    expect(redirect('//')).toBe('/');
    expect(redirect('/new/?a')).toBeUndefined();
    expect(redirect('/%66aq?x=1')).toBe('/faq?x=1');
    expect(redirect('/a%20b')).toBeUndefined();
    expect(redirect('/a b')).toBe('/a%20b');
    expect(redirect('/old/')).toBe('/new');
    expect(redirect('/old')).toBe('/new');
    expect(redirect('/moved?q=1')).toBe('/page?q=1#part');
    // An old address that is still built as a page moves with or without its trailing slash.
    const stillBuilt = (raw: string) => redirectFor(parseTarget(raw)!, redirects, new Set([...pages, '/old']));
    expect(stillBuilt('/old')).toBe('/new');
    expect(stillBuilt('/old/')).toBe('/new');
  });

  it('serve each built file at one path: pages at their route, other files at their own', () => {
    expect(servedPathOf('index.html')).toBe('/');
    expect(servedPathOf(path.join('v3', 'faq', 'index.html'))).toBe('/v3/faq');
    expect(servedPathOf('faq.md')).toBe('/faq.md');
    expect(servedPathOf(path.join('data', 'index'))).toBe('/data/index');
    expect(servedPathOf(path.join('assets', 'js', 'main.1a.js'))).toBe('/assets/js/main.1a.js');
  });
});

describe('path encoding', () => {
  it('encodes each segment, keeping the slashes', () => {
    expect(encodePath('/a b/c?d#e')).toBe('/a%20b/c%3Fd%23e');
    expect(encodePath('/')).toBe('/');
    expect(encodePath('/runtime~main.js')).toBe('/runtime~main.js');
  });
});
