/**
 * The app's history: paths in the URL's hash (`#/insure?productCode=…`), each entry keyed (the key
 * names its saved scroll position) and numbered in history.state.
 */
import { parsePath, type Location } from './paths';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

interface EntryState {
  key: string;
  idx: number;
}

export interface HashHistory {
  readonly location: Location;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  createHref(to: string): string;
  /** Called after the browser moved in its history (back, forward, a typed hash). */
  listen(onPop: (location: Location) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(): Location {
  const { pathname, search, hash } = parsePath(window.location.hash.slice(1));
  const entry = window.history.state as Partial<EntryState> | null;
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    search,
    hash,
    key: entry?.key ?? 'default',
  };
}

export function createHashHistory(): HashHistory {
  let idx = (window.history.state as Partial<EntryState> | null)?.idx ?? 0;
  // The entry the app was opened on gets its number (its key stays 'default').
  if ((window.history.state as Partial<EntryState> | null)?.idx === undefined)
    window.history.replaceState({ ...(window.history.state as object | null), idx }, '');
  let location = readLocation();

  const write = (to: string, replace: boolean) => {
    const state: EntryState = { key: newKey(), idx: replace ? idx : idx + 1 };
    const url = `#${to}`;
    if (replace) window.history.replaceState(state, '', url);
    else window.history.pushState(state, '', url);
    idx = state.idx;
    location = readLocation();
  };

  return {
    get location() {
      return location;
    },
    push: (to) => write(to, false),
    replace: (to) => write(to, true),
    go: (delta) => window.history.go(delta),
    createHref: (to) => `#${to}`,
    listen(onPop) {
      const handler = () => {
        idx = (window.history.state as Partial<EntryState> | null)?.idx ?? idx;
        location = readLocation();
        onPop(location);
      };
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
  };
}
