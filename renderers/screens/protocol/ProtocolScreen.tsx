/**
 * The protocol viewers (/checkProtocol, /commonProtocolRead, /viewClause, /insuranceClauses,
 * /descriptionAgreementDocuments, /exemptionliability, /healthInsuranceAgreements). One screen; the
 * query says what to show: `id` one document (我已阅读并同意 marks it read; back does not), `group` or `valueMark` a
 * list with read states, read-all and clear; nothing → both groups. Server HTML passed as
 * `document` is shown sanitized. All HTML goes through DOMPurify.
 */
import { Button, ErrorBlock, Image } from 'antd-mobile';
import { useFormat } from '../../platform/locale';
import type { ProductModel, ProtocolGroupModel, ProtocolItemModel } from '../../../engine/model';
import { ScreenServicesProvider, type ScreenServices } from '../../platform/services';
import { useResolveAsset } from '../../platform/assets';
import { SafeHtml } from '../../widgets/html/SafeHtml';
import { FixedFooter } from '../../widgets/fixed-footer/FixedFooter';
import { leadingHeadingRepeats } from '../../widgets/html/leading-heading';
import { ProtocolChecklist } from '../../widgets/protocols/ProtocolChecklist';
import { clearReads, markAllRead, markRead } from '../../widgets/protocols/protocol-reads';
import '../../../engine/messages/zh-CN/screens';

export interface ProtocolQuery {
  id?: string;
  group?: 'rules' | 'clauses';
  valueMark?: ProtocolItemModel['valueMark'];
}

export interface ProtocolScreenProps {
  /** The product whose documents are shown (absent for a server-only document). */
  product?: ProductModel | undefined;
  query: ProtocolQuery;
  services: Partial<ScreenServices>;
  /** Ids read so far (the purchase draft's readProtocols). */
  read: readonly string[];
  /** New read ids: the shell stores them in the purchase draft. */
  onReadChange: (read: string[]) => void;
  /** A document served by the gateway (e.g. notificationInfo), shown instead of the product's. */
  document?: { title: string; html: string } | undefined;
  /** Leaves the viewer (back to the insure page). */
  onDone: () => void;
}

function Document({ title, html, images }: { title: string; html: string; images: readonly string[] }) {
  const resolveAsset = useResolveAsset();
  return (
    <article style={{ background: '#fff', padding: 16 }} data-content="product">
      {leadingHeadingRepeats(html, title) ? null : <h1 style={{ fontSize: 18, marginTop: 0 }}>{title}</h1>}
      <SafeHtml html={html} />
      {images.map((image) => (
        <Image key={image} src={resolveAsset(image)} alt="" lazy />
      ))}
    </article>
  );
}

function filtered(groups: readonly ProtocolGroupModel[], query: ProtocolQuery): ProtocolGroupModel[] {
  return groups
    .filter((group) => !query.group || group.group === query.group)
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !query.valueMark || item.valueMark === query.valueMark),
    }));
}

export function ProtocolScreen({
  product,
  query,
  services,
  read,
  onReadChange,
  document,
  onDone,
}: ProtocolScreenProps) {
  const format = useFormat();
  const item = query.id
    ? product?.protocols.flatMap((group) => group.items).find((candidate) => candidate.id === query.id)
    : undefined;
  // A document counts as read only when the buyer taps 我已阅读并同意 under it (docs/contract-flow.md,
  // "Reading the clauses"): opening it and going back leaves it unread (Insurance Law art. 17).
  const agree = () => {
    if (item && !read.includes(item.id)) onReadChange(markRead(read, item.id));
    onDone();
  };

  let body;
  if (document) body = <Document title={document.title} html={document.html} images={[]} />;
  else if (item) body = <Document title={item.resourceName} html={item.content} images={item.images} />;
  else if (query.id || !product)
    body = <ErrorBlock status="empty" title={format('screens.protocol.notFound')} description="" />;
  else {
    const groups = filtered(product.protocols, query);
    body = (
      <ProtocolChecklist
        groups={groups}
        read={read}
        onOpen={(next) =>
          services.navigate?.('viewClause', { productCode: product.productCode, id: next.id })
        }
        onReadAll={() => onReadChange([...new Set([...read, ...markAllRead(groups)])])}
        onClear={() => onReadChange(clearReads())}
      />
    );
  }
  return (
    <ScreenServicesProvider services={services}>
      <main
        data-testid="protocol-screen"
        style={{ background: '#f5f6f8', minHeight: '100vh', paddingBottom: 72 }}
      >
        {body}
        <FixedFooter>
          <Button block color="primary" onClick={agree}>
            {format(item || document ? 'screens.protocol.agree' : 'screens.protocol.back')}
          </Button>
        </FixedFooter>
      </main>
    </ScreenServicesProvider>
  );
}
