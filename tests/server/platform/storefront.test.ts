import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/accounts';
import { START_TIMEOUT_MS, startGateway, type StartedGateway } from '../helpers/start-gateway';

describe('the built storefront served at /', () => {
  let gw: StartedGateway;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gw-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>教保在线</title><script type="module" src="./assets/app-1a2b.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'logo-3c4d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dist, 'first-screen'));
    writeFileSync(
      join(dist, 'first-screen', 'jiningDetails.html'),
      '<!--preload:assets/app-1a2b.js--><h1>济宁</h1>',
    );
    mkdirSync(join(dist, 'catalogue'));
    writeFileSync(join(dist, 'catalogue', '19PR979745.json'), '{"entry":{"productCode":"19PR979745"}}');
    gw = await startGateway({ config: { staticDir: dist } });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await gw?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html revalidated on every load, with the CSP', async () => {
    const response = await fetch(`${gw.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('教保在线');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("allows exactly index.html's own inline script, and a new release's once its index.html is written", async () => {
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSrc = async () =>
      (await fetch(`${gw.url}/`)).headers
        .get('content-security-policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('script-src'));
    const page = join(dist, 'index.html');
    const served = readFileSync(page, 'utf8');
    try {
      // No inline script: none allowed ('self' and the SDK file only).
      expect(await scriptSrc()).not.toContain("'sha256-");
      const boot = "(function(){window.boot='one'})();";
      writeFileSync(page, served.replace('</title>', `</title><script>${boot}</script>`));
      expect(await scriptSrc()).toContain(hashOf(boot));
      // A release writes another boot script: the policy follows the file, not the gateway's start.
      const next = "(function(){window.boot='a release later'})();";
      writeFileSync(page, served.replace('</title>', `</title><script>${next}</script>`));
      const policy = await scriptSrc();
      expect(policy).toContain(hashOf(next));
      expect(policy).not.toContain(hashOf(boot));
      expect(policy).not.toContain('unsafe-inline');
    } finally {
      writeFileSync(page, served);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${gw.url}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Served brotli, gzip or plain by Accept-Encoding (pre-compressed): a shared cache keeps them apart.
    expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
  });

  it('sends the document headers and the CSP only where they govern something: documents, workers, SVG', async () => {
    const documentHeaders = [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
    ];
    const fetchedAs = async (path: string, dest?: string) => {
      const response = await fetch(`${gw.url}${path}`, dest ? { headers: { 'sec-fetch-dest': dest } } : {});
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      return documentHeaders.filter((name) => response.headers.has(name));
    };
    // A page's scripts, styles and calls: the headers would do nothing there (~600 bytes each).
    expect(await fetchedAs('/assets/app-1a2b.js', 'script')).toEqual([]);
    expect(await fetchedAs('/catalogue/19PR979745.json', 'empty')).toEqual([]);
    expect(await fetchedAs('/_gw/user-svc/api/v9/none', 'empty')).toEqual([]);
    // A worker takes its CSP from its own answer (pdf.js's); so does whatever did not say (curl, an old browser).
    expect(await fetchedAs('/assets/app-1a2b.js', 'worker')).toEqual(documentHeaders);
    expect(await fetchedAs('/assets/app-1a2b.js')).toEqual(documentHeaders);
    expect(await fetchedAs('/', 'document')).toEqual(documentHeaders);
    // An SVG or an HTML file runs script when opened, however it was first fetched.
    expect(await fetchedAs('/assets/logo-3c4d.svg', 'image')).toEqual(documentHeaders);
    expect(await fetchedAs('/first-screen/jiningDetails.html', 'empty')).toEqual(documentHeaders);
    // A cache keeps a script's answers apart by what fetched it: a worker never gets the <script>'s.
    const script = await fetch(`${gw.url}/assets/app-1a2b.js`, { headers: { 'sec-fetch-dest': 'script' } });
    expect(script.headers.get('vary')?.toLowerCase()).toContain('sec-fetch-dest');
  });

  it('keeps the API answering beside it, and 404 for what is neither', async () => {
    expect((await call(gw.url, '/_gw/user-svc/api/v9/none')).body.code).toBe('4040');
    expect((await fetch(`${gw.url}/nothing-here.js`)).status).toBe(404);
    expect((await fetch(`${gw.url}/../../etc/passwd`)).status).toBe(404);
  });

  it('serves a route\'s first screen, and answers a route without one "nothing to show" (204), not 404', async () => {
    const found = await fetch(`${gw.url}/first-screen/jiningDetails.html`);
    expect([found.status, await found.text()]).toEqual([
      200,
      '<!--preload:assets/app-1a2b.js--><h1>济宁</h1>',
    ]);
    for (const name of ['aboutUs', 'VaccineDetails', 'jiningDetails~NOPE']) {
      const none = await fetch(`${gw.url}/first-screen/${name}.html`);
      expect([none.status, await none.text()]).toEqual([204, '']);
    }
    expect((await fetch(`${gw.url}/first-screen/../index.html.bak`)).status).toBe(404);
  });

  it('serves a product\'s card revalidated on every load (its address is not versioned), and "none" (204) for an unknown code', async () => {
    const found = await fetch(`${gw.url}/catalogue/19PR979745.json`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-cache');
    expect(await found.json()).toEqual({ entry: { productCode: '19PR979745' } });
    const none = await fetch(`${gw.url}/catalogue/99PR999999.json`);
    expect([none.status, await none.text()]).toEqual([204, '']);
    expect((await fetch(`${gw.url}/catalogue/../index.html.bak`)).status).toBe(404);
  });
});
