import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_SDK_URL } from '../../../contract/growth/messagingSdk';
import { startGrowthGateway, type GrowthGateway } from './gateway';

/** The directives of a CSP header, by name. */
const directives = (header: string) =>
  new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

/** The served CSP lets the share card load the messaging JS-SDK file and nothing else from outside. */
describe('content security policy header', () => {
  let gw: GrowthGateway;
  beforeAll(async () => {
    gw = await startGrowthGateway();
  });
  afterAll(async () => gw?.close());

  it('allows scripts from the app and exactly the JS-SDK file the app loads', async () => {
    for (const path of ['/', '/_gw/prod-svc/nope']) {
      const header = (await fetch(`${gw.url}${path}`)).headers.get('content-security-policy') ?? '';
      const policy = directives(header);
      expect(policy.get('script-src')).toEqual(["'self'", MESSAGING_SDK_URL]);
      expect(MESSAGING_SDK_URL).toMatch(/^https:\/\/res\.wx\.qq\.com\/open\/js\/jweixin-[\d.]+\.js$/);
    }
  });

  it('keeps every other directive strict', async () => {
    const policy = directives((await fetch(`${gw.url}/`)).headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')?.[0]).toBe("'self'");
    // No other directive names the SDK's host, and no directive allows any https: host or eval.
    for (const [name, sources] of policy) {
      if (name !== 'script-src') expect(sources.join(' ')).not.toContain('wx.qq.com');
      expect(sources).not.toContain('https:');
      expect(sources).not.toContain('*');
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });
});
