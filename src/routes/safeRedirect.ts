/**
 * After login the app follows fullPath only when it is an in-app path (brief: security by
 * default). An in-app path starts with one '/', not '//' nor '/\', has no scheme, and no control
 * characters; anything else sends the user home.
 */
export function isInAppPath(value: string | null | undefined): value is string {
  if (!value || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return false;
  // A path that the URL parser would read as another origin is refused as well.
  try {
    const base = 'http://app.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** Where to go after a successful login. */
export const afterLoginTarget = (fullPath: string | null | undefined): string =>
  isInAppPath(fullPath) ? fullPath : '/';
