/**
 * Which imported files the build may inline as data: URLs (Vite's `assetsInlineLimit`): never a
 * manifest image (products/assets/): the table of them is in every detail page's code, which would
 * otherwise carry all 50 products' pictures (renderers/platform/bundled-assets.ts). Other small files:
 * Vite's default (up to 4 KB). The app build and the first screens' SSR build (route-preload.ts)
 * decide alike, so that the first screen names the very files the app ships.
 */
export const inlineAsset = (file: string): false | undefined =>
  /[\\/]products[\\/]assets[\\/]/.test(file) ? false : undefined;
