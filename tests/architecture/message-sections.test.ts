/**
 * Every storefront module imports the catalogue sections whose keys it uses, and no other
 * (./message-sections.ts reads them from the source): a section loads with the code that shows its
 * strings — a key whose section is missing would throw in `format` on the first screen that shows it.
 */
import { describe, expect, it } from 'vitest';
import { check, importLine, storefrontModules } from './message-sections';

describe('the message catalogue sections', () => {
  it('are imported by every module that uses their keys, and only by those', () => {
    const wrong = storefrontModules().flatMap((file) => {
      const { missing, unused } = check(file);
      return [
        ...missing.map((section) => `${file}: add ${importLine(file, section)}`),
        ...unused.map((section) => `${file}: remove ${importLine(file, section)} (no key of it is used)`),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
