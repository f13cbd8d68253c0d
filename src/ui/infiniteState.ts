/**
 * The infinite list of spec §4: loading, then finished (a page shorter than the page size) or
 * error (retry loads the same page again). Pure, so the rules are tested without a DOM.
 */
export type InfiniteState<T> = {
  items: T[];
  /** next page number to load (1-based) */
  page: number;
  status: 'idle' | 'loading' | 'finished' | 'error';
  error?: string;
};

export const initialInfinite = <T>(): InfiniteState<T> => ({ items: [], page: 1, status: 'idle' });

export function startLoading<T>(state: InfiniteState<T>): InfiniteState<T> {
  return { items: state.items, page: state.page, status: 'loading' };
}

export function pageLoaded<T>(state: InfiniteState<T>, rows: T[], pageSize: number): InfiniteState<T> {
  return {
    items: [...state.items, ...rows],
    page: state.page + 1,
    status: rows.length < pageSize ? 'finished' : 'idle',
  };
}

export function pageFailed<T>(state: InfiniteState<T>, message: string): InfiniteState<T> {
  return { items: state.items, page: state.page, status: 'error', error: message };
}

export const canLoadMore = (state: InfiniteState<unknown>): boolean => state.status === 'idle';
