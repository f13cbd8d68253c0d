import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${gw.url}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
