import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../domain/orders/repository';
import { EPolicyCache } from './epolicy-cache';

const row = (orderCode: string, status = '06', updatedAt = '2026-11-22T08:00:00Z') =>
  ({ order_code: orderCode, status, updated_at: new Date(updatedAt) }) as unknown as OrderRow;

describe('EPolicyCache', () => {
  it('renders an order version once; a status step or an update renders again', async () => {
    const cache = new EPolicyCache();
    let renders = 0;
    const render = async () => new Uint8Array([(renders += 1)]);
    expect(await cache.get(row('O1'), render)).toEqual(new Uint8Array([1]));
    expect(await cache.get(row('O1'), render)).toEqual(new Uint8Array([1]));
    expect(await cache.get(row('O1', '08'), render)).toEqual(new Uint8Array([2]));
    expect(await cache.get(row('O1', '08', '2026-11-22T09:00:00Z'), render)).toEqual(new Uint8Array([3]));
    expect(renders).toBe(3);
  });

  it('keeps at most 64 documents, dropping the least recently used', async () => {
    const cache = new EPolicyCache();
    let renders = 0;
    const render = async () => new Uint8Array([(renders += 1)]);
    for (let i = 0; i < 64; i += 1) await cache.get(row(`O${i}`), render);
    await cache.get(row('O0'), render); // O0 is now the most recent; O1 the least
    await cache.get(row('O64'), render); // evicts O1
    expect(renders).toBe(65);
    await cache.get(row('O0'), render);
    expect(renders).toBe(65);
    await cache.get(row('O1'), render);
    expect(renders).toBe(66);
  });
});
