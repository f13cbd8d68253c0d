/**
 * onlineServiceImage: the service card, drawn from data instead of a picture (a picture cannot be
 * tapped, and the number painted in it was nobody's): the brokerage's consultation line from the
 * app's setting (ScreenServices.serviceHotline) with one 立即咨询 that dials it, and the insurer's
 * line from the manifest. Both are tel: links.
 */
import { useFormat } from '../platform/locale';
import { insurerContact, telHref } from '../../engine/rules/service-contacts';
import { useScreenServices } from '../platform/services';
import { rankWith, sectionTypeIs } from '../registry/tester';
import type { SectionEntry, SectionRendererProps } from '../registry/types';
import { SectionFrame } from './SectionFrame';
import '../../engine/messages/zh-CN/screens';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '6px 0',
  fontSize: 14,
} as const;

export function ServiceContactSectionView({ product }: SectionRendererProps) {
  const format = useFormat();
  const { serviceHotline } = useScreenServices();
  const insurer = insurerContact(product);
  return (
    <SectionFrame title={format('screens.service.title')} testId="section-onlineServiceImage">
      {serviceHotline ? (
        <div style={row}>
          <span>
            {format('screens.service.brokerage')}
            <span style={{ display: 'block', color: '#666', fontSize: 12 }}>
              {format('screens.service.hours')}
            </span>
          </span>
          <a href={telHref(serviceHotline)} style={{ color: '#1677ff' }}>
            {serviceHotline}
          </a>
        </div>
      ) : null}
      {insurer ? (
        <div style={row}>
          <span>{format('screens.service.insurer', { name: insurer.name })}</span>
          <a href={telHref(insurer.phone)} style={{ color: '#1677ff' }}>
            {insurer.phone}
          </a>
        </div>
      ) : null}
      {serviceHotline ? (
        <a
          href={telHref(serviceHotline)}
          role="button"
          style={{
            display: 'block',
            marginTop: 8,
            padding: '10px 0',
            borderRadius: 20,
            background: 'var(--adm-color-primary, #1677ff)',
            color: '#fff',
            textAlign: 'center',
            fontSize: 15,
            textDecoration: 'none',
          }}
        >
          {format('screens.service.consult')}
        </a>
      ) : null}
    </SectionFrame>
  );
}

export const serviceContactSectionEntry: SectionEntry = {
  key: 'onlineServiceImage',
  tester: rankWith(1, sectionTypeIs('onlineServiceImage')),
  renderer: ServiceContactSectionView,
};
