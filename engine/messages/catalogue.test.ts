import { describe, expect, it } from 'vitest';
import * as zh from './zh-CN';
import * as en from './en-US';
import { catalogues, format } from './index';

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

  it('fills {placeholders} and leaves unknown ones visible', () => {
    const key = Object.keys(catalogues['zh-CN']).find((k) => /\{\w+\}/.test(catalogues['zh-CN'][k as never]));
    expect(key).toBeDefined();
    const text = format(key as never, {});
    expect(text).toMatch(/\{\w+\}/);
  });
});
