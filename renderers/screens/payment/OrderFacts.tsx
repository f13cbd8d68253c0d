/**
 * What was bought, on every page about money (issue 13 item 10): product, plan, insured, cover
 * dates, amount and — while the order waits for money — the payment deadline.
 */
import { type Locale, type StorefrontKey } from '../../../engine/messages';
import { useFormat } from '../../platform/locale';
import { formatPremium } from '../../../engine/rules/premium';
import { lastCoveredDay } from '../../../engine/rules/dates';
import type { PaymentResult } from './PaymentResultScreens';
import '../../../engine/messages/zh-CN/payment';
import '../../../engine/messages/zh-CN/screens';

const termStyle = { color: '#666', fontSize: 13 } as const;
const valueStyle = { margin: '2px 0 10px', fontSize: 15 } as const;

/** `content` marks text that is not the catalogue's (docs/renderers.md, "Whose words"). */
function Fact({
  label,
  value,
  testId,
  content,
  lang,
}: {
  label: StorefrontKey;
  value: string;
  testId?: string;
  content?: 'product' | 'user';
  /** The language of a content value, where it is known. */
  lang?: Locale | undefined;
}) {
  const format = useFormat();
  return (
    <>
      <dt style={termStyle}>{format(label)}</dt>
      <dd style={valueStyle} data-testid={testId} data-content={content} lang={lang}>
        {value}
      </dd>
    </>
  );
}

/** Dates are shown as days: the gateway sends 'YYYY-MM-DD HH:mm:ss' (an end as the instant cover stops). */
const day = (value: string) => value.slice(0, 10);

export function OrderFacts({ result, showDeadline }: { result: PaymentResult; showDeadline: boolean }) {
  const format = useFormat();
  // A free policy has no amount to pay: its page says so in words, not as 支付金额 ¥0.00.
  const showAmount = result.amount !== undefined && result.outcome !== 'free';
  return (
    <dl data-testid="order-facts" style={{ margin: 0, padding: '0 24px' }}>
      {result.productName ? (
        <Fact
          label="screens.pay.product"
          value={result.productName}
          testId="fact-product"
          content="product"
          lang={result.productNameLang ?? 'zh-CN'}
        />
      ) : null}
      {result.planName ? (
        <Fact
          label="screens.pay.plan"
          value={result.planName}
          testId="fact-plan"
          content="product"
          lang={result.planNameLang ?? 'zh-CN'}
        />
      ) : null}
      {result.insuredNames?.length ? (
        <Fact
          label="screens.pay.insured"
          value={result.insuredNames.join(format('screens.common.listSeparator'))}
          testId="fact-insured"
          content="user"
        />
      ) : null}
      {result.startDate && result.endDate ? (
        <Fact
          label="screens.pay.coverPeriod"
          value={`${day(result.startDate)} ~ ${lastCoveredDay(result.endDate)}`}
          testId="fact-period"
        />
      ) : null}
      {showAmount ? (
        <Fact
          label="screens.pay.amount"
          value={format('screens.insure.premiumValue', { premium: formatPremium(result.amount ?? 0) })}
          testId="fact-amount"
        />
      ) : null}
      {showDeadline && result.payDeadline ? (
        <Fact label="screens.pay.deadline" value={result.payDeadline} testId="fact-deadline" />
      ) : null}
      <Fact label="screens.pay.orderCode" value={result.orderCode} testId="order-code" />
    </dl>
  );
}
