/**
 * Manifest images as URLs: the screen services' `resolveAsset` when the app passes one, else the
 * files bundled with the app (./bundled-assets.ts). Apart from services.tsx so that only the screens
 * that draw a manifest image (image and insurer sections, the protocol viewer, the insurers page)
 * load the table of bundled images — not the insure form.
 */
import { bundledAssetUrl } from './bundled-assets';
import { useScreenServices } from './services';

/** https URLs pass through; manifest paths (assets/x.svg) resolve to the bundled file. */
export function defaultResolveAsset(image: string): string {
  if (/^https:\/\//.test(image)) return image;
  const bundled = bundledAssetUrl(image);
  if (bundled) return bundled;
  console.error(`[renderers] no bundled asset for manifest image "${image}"`);
  return image;
}

/** The app's resolveAsset, else the bundled files. */
export function useResolveAsset(): (image: string) => string {
  return useScreenServices().resolveAsset ?? defaultResolveAsset;
}
