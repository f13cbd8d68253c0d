/**
 * The notification pages (/calmCareNotify, /fuxingNotify, /insuranceNotificationAgreement): the
 * product's rules documents in full; "I have read it" marks them read and goes on.
 */
import { Button } from 'antd-mobile';
import { useFormat } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';
import { FixedFooter } from '../../widgets/fixed-footer/FixedFooter';
import { SafeHtml } from '../../widgets/html/SafeHtml';
import { leadingHeadingRepeats } from '../../widgets/html/leading-heading';
import '../../../engine/messages/zh-CN/screens';

export interface NotifyScreenProps {
  product: ProductModel;
  read: readonly string[];
  onReadChange: (read: string[]) => void;
  /** After agreeing: the shell continues to the insure page. */
  onAgree: () => void;
}

export function NotifyScreen({ product, read, onReadChange, onAgree }: NotifyScreenProps) {
  const format = useFormat();
  const rules = product.protocols.filter((group) => group.group === 'rules').flatMap((group) => group.items);
  return (
    <main data-testid="notify-screen" style={{ background: '#fff', minHeight: '100vh', paddingBottom: 72 }}>
      <h1 style={{ fontSize: 18, margin: 0, padding: 16 }}>{format('screens.notify.title')}</h1>
      {rules.map((item) => (
        <section key={item.id} style={{ padding: '0 16px 16px' }}>
          {leadingHeadingRepeats(item.content, item.resourceName) ? null : (
            <h2 style={{ fontSize: 16 }}>{item.resourceName}</h2>
          )}
          <SafeHtml html={item.content} />
        </section>
      ))}
      <FixedFooter>
        <Button
          block
          color="primary"
          onClick={() => {
            onReadChange([...new Set([...read, ...rules.map((item) => item.id)])]);
            onAgree();
          }}
        >
          {format('screens.notify.agree')}
        </Button>
      </FixedFooter>
    </main>
  );
}
