import { describe, expect, it } from 'vitest';
import { cardAddress, isCardPath } from './product-card';

describe("a product card's address", () => {
  it('is named by a code of letters and digits, and by nothing else', () => {
    expect(cardAddress('20PR315672')).toBe('catalogue/20PR315672.json');
    for (const code of ['', '../index', '..%2Findex', 'a/b', 'x.json', '20PR 1'])
      expect(cardAddress(code)).toBeUndefined();
  });

  it('is what the gateway answers "no such product" (204) for, and only that', () => {
    expect(isCardPath('/catalogue/20PR315672.json')).toBe(true);
    for (const path of [
      '/catalogue/../index.json',
      '/catalogue/a.b.json',
      '/assets/20PR1.json',
      '/catalogue/.json',
    ])
      expect(isCardPath(path)).toBe(false);
  });
});
