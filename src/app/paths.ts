/**
 * In-app paths (`/insure?productCode=…`): the location the router commits, and the matching of the
 * route table's patterns (`/a`, `/a/:b`). Matching is as react-router's was, which old links rely
 * on: case-insensitive, trailing slashes allowed, percent-escapes decoded.
 */

/** Where the app is: a path, split; the key names its history entry (its saved scroll position). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

export type PathParts = Pick<Location, 'pathname' | 'search' | 'hash'>;

export function parsePath(path: string): PathParts {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  const pathname = searchAt < 0 ? rest : rest.slice(0, searchAt);
  // A lone `?` or `#` is no search or hash.
  return { pathname: pathname || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const createPath = ({ pathname, search, hash }: PathParts): string => `${pathname}${search}${hash}`;

export type Params = Readonly<Record<string, string>>;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is matched as written
  }
};

/** A pathname with each segment decoded on its own: an escaped slash stays inside its parameter. */
export const decodePath = (pathname: string): string =>
  pathname
    .split('/')
    .map((segment) => decode(segment).replaceAll('/', '%2F'))
    .join('/');

/** `pattern` compiled once: the parameters in a decoded pathname (decodePath), or null when it does not match. */
export function pathMatcher(pattern: string): (decodedPathname: string) => Params | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/[.+?^${}()|[\]\\*]/g, '\\$&')
    .replace(/:(\w+)/g, (_whole, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const expression = new RegExp(`^${source}/*$`, 'i');
  return (decoded) => {
    const found = expression.exec(decoded);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, (found[i + 1] ?? '').replaceAll('%2F', '/')]));
  };
}

/** The parameters of `pattern` in `pathname`, or null when it does not match. */
export const matchPath = (pattern: string, pathname: string): Params | null =>
  pathMatcher(pattern)(decodePath(pathname));
