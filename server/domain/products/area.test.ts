import { describe, expect, it } from 'vitest';
import { soldInArea } from './area';

const product = (regionCodes: string[], extra: { kind?: string; offlineChannel?: { identityRequired: boolean } } = {}) => ({ kind: 'onSale', regionCodes, ...extra });

describe('which products a local market sells (issue 13 item 15)', () => {
  it('sells its own city, its province-wide products and its counties; not other cities, nationwide, title-only or offline variants', () => {
    expect(soldInArea(product(['370000', '370800']), '370800')).toBe(true);
    expect(soldInArea(product(['370000']), '370800')).toBe(true);
    expect(soldInArea(product(['370000', '371300', '371302']), '371300')).toBe(true);
    expect(soldInArea(product(['370000', '370100']), '370800')).toBe(false);
    expect(soldInArea(product(['530000']), '370800')).toBe(false);
    expect(soldInArea(product([]), '370800')).toBe(false);
    expect(soldInArea(product(['370000', '370800'], { kind: 'titleOnly' }), '370800')).toBe(false);
    expect(soldInArea(product(['370000', '370800'], { offlineChannel: { identityRequired: true } }), '370800')).toBe(false);
  });
});
