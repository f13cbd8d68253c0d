/**
 * Manifest images (assets/….svg, relative to products/) bundled by Vite: each file becomes a
 * hashed URL the app and Storybook serve, so no server has to publish products/assets. Only the
 * URL strings are in the bundle; the images load when a screen shows them.
 */
const urls = import.meta.glob<string>('../../products/assets/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byManifestPath = new Map(
  Object.entries(urls).map(([path, url]) => [path.replace(/^.*\/products\//, ''), url]),
);

/** The bundled URL of a manifest image path, or undefined when products/assets has no such file. */
export function bundledAssetUrl(image: string): string | undefined {
  return byManifestPath.get(image.replace(/^\.?\//, ''));
}
