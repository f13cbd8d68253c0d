import { describe, expect, it } from 'vitest';
import { canLoadMore, initialInfinite, pageFailed, pageLoaded, startLoading } from './infiniteState';

describe('infinite list (spec §4): loading, then finished or error', () => {
  it('a full page keeps loading more; a short page finishes', () => {
    let state = pageLoaded(startLoading(initialInfinite<number>()), [1, 2], 2);
    expect(state).toMatchObject({ items: [1, 2], page: 2, status: 'idle' });
    expect(canLoadMore(state)).toBe(true);
    state = pageLoaded(startLoading(state), [3], 2);
    expect(state).toMatchObject({ items: [1, 2, 3], page: 3, status: 'finished' });
    expect(canLoadMore(state)).toBe(false);
  });

  it('an error keeps the items and the page to retry', () => {
    const state = pageFailed(startLoading(pageLoaded(initialInfinite<number>(), [1, 2], 2)), 'boom');
    expect(state).toMatchObject({ items: [1, 2], page: 2, status: 'error', error: 'boom' });
    expect(canLoadMore(state)).toBe(false);
  });

  it('no second load starts while one is running', () => {
    expect(canLoadMore(startLoading(initialInfinite()))).toBe(false);
  });
});
