/**
 * Build step: antd-mobile-icons' path data with two decimals instead of seven
 * (`C36.1502645,2 46,11.8497355` → `C36.15,2 46,11.85`). The icons are drawn at 1em on a 48-unit
 * view box, so the change is below 1/10,000 of the icon's size, invisible; the digits were a fifth of
 * each icon's module and most of what did not compress (the four icons the insure form's inputs,
 * checkboxes and list items import: 2.6 KB gzip). The same rounding SVG optimisers make; this is
 * only that one step.
 */
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/][^\\/]+\.js$/;

/** A number with more than two decimals, rounded to two (trailing zeros dropped). */
const roundNumbers = (path: string): string =>
  path.replace(/-?\d+\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100));

/** Rounds the numbers of every `d: "…"` property (React.createElement's path props) in a module's source. */
export function roundIconPaths(source: string): string {
  return source.replace(
    /(\bd:\s*")([^"]*)(")/g,
    (_, open: string, path: string, close: string) => `${open}${roundNumbers(path)}${close}`,
  );
}

export function iconPaths(): Plugin {
  return {
    name: 'edu:icon-paths',
    transform: {
      filter: { id: ICON_MODULE },
      handler: (code) => ({ code: roundIconPaths(code), map: null }),
    },
  };
}
