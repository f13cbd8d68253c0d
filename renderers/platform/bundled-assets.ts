/**
 * Manifest images (assets/….svg, relative to products/) bundled by Vite: each file becomes a
 * hashed URL the app and Storybook serve, so no server has to publish products/assets. Only the
 * URL strings are in the bundle (never the images inlined: vite.config.ts); the images load when a
 * screen shows them, in a box of their size (engine/generated/asset-sizes.ts) kept while they load.
 */
import { ASSET_SIZES } from '../../engine/generated/asset-sizes';

const urls = import.meta.glob<string>('../../products/assets/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byManifestPath = new Map(
  Object.entries(urls).map(([path, url]) => [path.replace(/^.*\/products\//, ''), url]),
);

/** The bundled URL of a manifest image path, or undefined when products/assets has no such file. */
/** A manifest image path as the tables key it: relative to products/ (`./assets/x.svg` → `assets/x.svg`). */
const tableKey = (image: string): string => image.replace(/^\.?\//, '');

export function bundledAssetUrl(image: string): string | undefined {
  return byManifestPath.get(tableKey(image));
}

/** A bundled manifest image's width and height in pixels, or undefined (an https image, an unknown path). */
export function bundledAssetSize(image: string): { width: number; height: number } | undefined {
  const size = ASSET_SIZES[tableKey(image)];
  return size && { width: size[0], height: size[1] };
}
