/** banner, featuresImage: one image, optionally linking to an in-app path (onlineServiceImage: ServiceContactSectionView). */
import type { ImageSection } from '../../engine/generated/manifest';
import { useScreenServices } from '../platform/services';
import { useResolveAsset } from '../platform/assets';
import { bundledAssetSize } from '../platform/bundled-assets';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';

export function ImageSectionView({ section, product }: SectionRendererProps) {
  const { openPath } = useScreenServices();
  const resolveAsset = useResolveAsset();
  const image = section as ImageSection;
  // The image's box is reserved while it loads, so the page does not shift when it arrives: a bundled
  // image's own size, else the banner's 750×320 artwork (an https image of unknown size).
  const size = bundledAssetSize(image.image);
  const img = (
    <img
      src={resolveAsset(image.image)}
      alt={image.alt ?? image.title ?? product.name}
      width={size?.width}
      height={size?.height}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        objectFit: 'cover',
        aspectRatio: !size && image.type === 'banner' ? '750 / 320' : undefined,
      }}
    />
  );
  return (
    <section data-testid={`section-${image.type}`} style={{ marginTop: image.type === 'banner' ? 0 : 8 }}>
      {image.title && image.type !== 'banner' ? (
        <h2 style={{ margin: 0, padding: '12px 16px 8px', background: '#fff', fontSize: 16 }}>
          {image.title}
        </h2>
      ) : null}
      {image.link?.startsWith('/') ? (
        <button
          type="button"
          onClick={() => openPath(image.link ?? '/')}
          style={{ display: 'block', width: '100%', border: 0, padding: 0, background: 'none' }}
        >
          {img}
        </button>
      ) : (
        img
      )}
    </section>
  );
}

const entry = (type: string): SectionEntry => ({
  key: type,
  tester: rankWith(1, sectionTypeIs(type)),
  renderer: ImageSectionView,
});
export const imageSectionEntries: SectionEntry[] = [entry('banner'), entry('featuresImage')];
