import { describe, expect, it } from 'vitest';
import { linkRefused } from './linkRefused';

describe('linkRefused', () => {
  it('is true for a link the server refused (expired or not the viewer’s)', () => {
    for (const status of [401, 403, 410])
      expect(linkRefused(Object.assign(new Error('Unexpected server response'), { status }))).toBe(true);
  });

  it('is false for failures a retry may mend', () => {
    for (const status of [0, 404, 500, 503, undefined])
      expect(linkRefused(Object.assign(new Error('x'), { status }))).toBe(false);
    expect(linkRefused(new Error('network'))).toBe(false);
    expect(linkRefused(null)).toBe(false);
  });
});
