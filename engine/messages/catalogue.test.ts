import { describe, expect, it, vi } from 'vitest';
import * as zh from './zh-CN';
import * as en from './en-US';
import { catalogues, format } from './index';
import { enUS } from './english';

describe('the message catalogue', () => {
  it('gives every key to exactly one area, so no area silently overrides another', () => {
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(zh)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const shared = [...owners].filter(([, areas]) => areas.length > 1);
    expect(shared).toEqual([]);
  });

  it('has an en-US text for every zh-CN key, and no empty text', () => {
    for (const [area, messages] of Object.entries(zh)) {
      const english = en[area as keyof typeof en] as Record<string, string>;
      expect(Object.keys(english).sort(), area).toEqual(Object.keys(messages).sort());
    }
    for (const [locale, messages] of Object.entries(catalogues)) {
      const empty = Object.entries(messages).filter(([, text]) => text.trim() === '');
      expect(empty, locale).toEqual([]);
    }
  });

  it('has in en-US (./english.ts, loaded whole) exactly the keys of all zh-CN storefront sections', () => {
    const { gateway: _gateway, releaseDiff: _releaseDiff, ...storefront } = zh;
    const chinese = Object.values(storefront).flatMap((messages) => Object.keys(messages));
    const notStorefront = new Set([...Object.keys(zh.gateway), ...Object.keys(zh.releaseDiff)]);
    const english = Object.keys(enUS).filter((key) => !notStorefront.has(key));
    expect(english.sort()).toEqual(chinese.sort());
  });

  it('has the shell section at once and each other section once a module imports it; a key of a missing section throws', async () => {
    vi.resetModules(); // a fresh catalogue, without what the test setup imported
    const fresh = await import('./index');
    expect(fresh.format('shell.common.retry')).toBe(zh.shell['shell.common.retry']);
    expect(() => fresh.format('screens.pay.retry')).toThrow(/screens\.pay\.retry is not in the catalogue/);
    await import('./english'); // the English catalogue does not hide a missing zh-CN section
    expect(() => fresh.format('screens.pay.retry', undefined, 'en-US')).toThrow(/not in the catalogue/);
    await import('./zh-CN/payment');
    expect(fresh.format('screens.pay.retry')).toBe(zh.payment['screens.pay.retry']);
    expect(fresh.format('screens.pay.retry', undefined, 'en-US')).toBe(en.payment['screens.pay.retry']);
    vi.resetModules();
  });

  it('fills {placeholders} and leaves unknown ones visible', () => {
    const key = Object.keys(catalogues['zh-CN']).find((k) => /\{\w+\}/.test(catalogues['zh-CN'][k as never]));
    expect(key).toBeDefined();
    const text = format(key as never, {});
    expect(text).toMatch(/\{\w+\}/);
  });
});
