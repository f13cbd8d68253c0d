/** clauseLinks: links to protocol documents, opened in the /viewClause viewer. */
import { List } from 'antd-mobile';
import type { ClauseLinksSection } from '../../engine/generated/manifest';
import { useScreenServices } from '../platform/services';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';

export function ClauseLinksSectionView({ section, product }: SectionRendererProps) {
  const { navigate } = useScreenServices();
  const links = section as ClauseLinksSection;
  const items = product.protocols.flatMap((group) => group.items);
  return (
    <SectionFrame title={links.title} testId="section-clauseLinks">
      <List>
        {links.protocolRefs.map((id) => {
          const item = items.find((candidate) => candidate.id === id);
          return (
            <List.Item
              key={id}
              onClick={() => navigate('viewClause', { productCode: product.productCode, id })}
            >
              {item?.resourceName ?? id}
            </List.Item>
          );
        })}
      </List>
    </SectionFrame>
  );
}

export const clauseLinksSectionEntry: SectionEntry = {
  key: 'clauseLinks',
  tester: rankWith(1, sectionTypeIs('clauseLinks')),
  renderer: ClauseLinksSectionView,
};
