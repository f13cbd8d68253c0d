import type { OrderRow } from '../../domain/orders/repository';

/** Rendered e-policies kept in memory (~20 KB each): drawing one with a CJK font subset costs 0.1–1 s of CPU. */
const MAX_ENTRIES = 64;

/**
 * The last e-policies rendered, keyed by order and version (updated_at and status: any change to the
 * order — a status step, supplemented insured details — makes a new key, so a stale PDF is never
 * served). A viewer fetching the same link twice, or a holder opening it again, costs nothing;
 * a token holder hammering the link cannot make the gateway render over and over.
 */
export class EPolicyCache {
  private readonly entries = new Map<string, Uint8Array>();

  private static key(row: OrderRow & { updated_at?: Date }): string {
    return `${row.order_code}|${row.status}|${row.updated_at ? new Date(row.updated_at).getTime() : ''}`;
  }

  async get(row: OrderRow, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const key = EPolicyCache.key(row);
    const hit = this.entries.get(key);
    if (hit) {
      // Least recently used goes first: re-insert on every hit.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pdf = await render();
    this.entries.set(key, pdf);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return pdf;
  }
}
