/** insurerList: the underwriting insurers with their logos, lead insurer first. */
import { useFormat } from '../platform/locale';
import type { PlainSection } from '../../engine/generated/manifest';
import { useResolveAsset } from '../platform/assets';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/detail';

export function InsurerListSectionView({ section, product }: SectionRendererProps) {
  const format = useFormat();
  const resolveAsset = useResolveAsset();
  return (
    <SectionFrame
      title={(section as PlainSection).title ?? format('screens.detail.insurers')}
      testId="section-insurerList"
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {product.insurers.map((insurer) => (
          <li key={insurer.name} style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 14 }}>
            {insurer.logoUrl ? (
              <img src={resolveAsset(insurer.logoUrl)} alt="" width={28} height={28} />
            ) : null}
            <span>{insurer.name}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const insurerListSectionEntry: SectionEntry = {
  key: 'insurerList',
  tester: rankWith(1, sectionTypeIs('insurerList')),
  renderer: InsurerListSectionView,
};
