/**
 * /insurerenew?productCode= (spec §2 renewal page): the product's renewal view with its button —
 * 'go renew' or 'buy again' per the manifest's renewal label; an unknown code (no product or no
 * renewal label) shows nothing. Go renew carries the last policy into the draft so the engine's
 * application form sends isRenewal Y, renewalTimes + 1 and renewalLastPolicyNo; buy again only
 * pre-fills the people.
 */
import { Button, List } from 'antd-mobile';
import { useFormat } from '../../platform/locale';
import type { PartyState, ProductModel } from '../../../engine/model';
import { coverPeriod, coverStartDate, renewalStartDate } from '../../../engine/rules/dates';
import { withDerivedFactors } from '../../../engine/rules/derived-factors';
import { periodYears } from '../../../engine/rules/plan-selection';
import { formatPremium, premiumForSelection } from '../../../engine/rules/premium';
import { initialDraft, type PurchaseDraft } from '../purchase/draft';
import '../../../engine/messages/zh-CN/payment';
import '../../../engine/messages/zh-CN/screens';

export interface LastPolicy {
  policyNo: string;
  /** Times the policy was already renewed. */
  renewalTimes: number;
  holder?: PartyState;
  insureds?: PartyState[];
  /** The plan and premium factors of the policy being renewed: the renewal keeps them where the product still has them. */
  planCode?: string;
  factors?: Readonly<Record<string, string>>;
  /** The renewed policy's endDate as sent ('YYYY-MM-DD HH:mm:ss'): the renewal's cover starts where it ends. */
  endDate?: string;
}

export interface RenewalScreenProps {
  /** The product of the query's productCode, or undefined for an unknown code. */
  product: ProductModel | undefined;
  /** The policy being renewed, when the shell knows it (policy pages, renewal list). */
  lastPolicy?: LastPolicy | undefined;
  /** Stores the prepared draft and goes to the insure page. */
  onStart: (draft: PurchaseDraft) => void;
}

export function renewalDraft(product: ProductModel, lastPolicy: LastPolicy | undefined): PurchaseDraft {
  const draft = initialDraft(product);
  if (!lastPolicy) return draft;
  const insureds = lastPolicy.insureds?.length
    ? lastPolicy.insureds.map((insured) => ({ ...draft.insureds[0], ...insured }))
    : draft.insureds;
  const samePlan =
    lastPolicy.planCode && product.plans.some((plan) => plan.code === lastPolicy.planCode)
      ? lastPolicy.planCode
      : undefined;
  const factors = Object.fromEntries(
    Object.entries(lastPolicy.factors ?? {}).filter(([code, value]) =>
      product.factors.some((f) => f.code === code && f.options.some((o) => o.value === value)),
    ),
  );
  const renewalStart = lastPolicy.endDate ? renewalStartDate(lastPolicy.endDate) : undefined;
  const kept = {
    ...draft.selection,
    ...(samePlan ? { planCode: samePlan } : {}),
    factors: { ...draft.selection.factors, ...factors },
  };
  return {
    ...draft,
    // The old policy's plan and factors are kept; a factor that follows from the insured (age band) is derived for the new cover's start date, not copied.
    selection: withDerivedFactors(
      product,
      kept,
      insureds,
      coverStartDate(product, renewalStart ? { renewalStart } : {}),
    ),
    ...(lastPolicy.holder ? { holder: { ...draft.holder, ...lastPolicy.holder } } : {}),
    insureds,
    ...(product.renewal?.label === 'goRenew'
      ? { renewal: { previousTimes: lastPolicy.renewalTimes, lastPolicyNo: lastPolicy.policyNo } }
      : {}),
    renewedFrom: lastPolicy.policyNo,
    ...(renewalStart ? { renewalStart } : {}),
  };
}

/**
 * What the renewal will be, shown before 去续保 (issue 13): the cover period and premium the insure
 * and confirm pages will use for this draft — the same engine rules, so the figures agree.
 */
export function renewalQuote(
  product: ProductModel,
  draft: PurchaseDraft,
): { startDate: string; lastDay: string; premium: number | null } {
  const period = coverPeriod(product, {
    years: periodYears(product, draft.selection),
    ...(draft.renewalStart ? { renewalStart: draft.renewalStart } : {}),
  });
  let premium: number | null = null;
  try {
    premium = premiumForSelection(product, { ...draft.selection, insuredCount: draft.insureds.length });
  } catch (error) {
    console.warn('[renderers] no renewal premium', error);
  }
  return { startDate: period.startDate, lastDay: period.lastDay, premium };
}

export function RenewalScreen({ product, lastPolicy, onStart }: RenewalScreenProps) {
  const format = useFormat();
  if (!product?.renewal) return null;
  const label = format(
    product.renewal.label === 'goRenew' ? 'screens.renewal.goRenew' : 'screens.renewal.buyAgain',
  );
  const draft = renewalDraft(product, lastPolicy);
  const quote = renewalQuote(product, draft);
  return (
    <main data-testid="renewal-screen" style={{ background: '#f5f6f8', minHeight: '100vh' }}>
      <h1 style={{ margin: 0, padding: '16px', fontSize: 18, background: '#fff' }} data-content="product">
        {product.shortName || product.name}
      </h1>
      <List>
        <List.Item extra={<span data-content="product">{product.name}</span>}>
          {format('screens.confirm.product')}
        </List.Item>
        {lastPolicy ? (
          <List.Item extra={lastPolicy.policyNo}>{format('screens.renewal.lastPolicy')}</List.Item>
        ) : null}
        {lastPolicy?.insureds?.map((insured, index) => (
          <List.Item key={index} extra={<span data-content="user">{insured.name}</span>}>
            {format('screens.confirm.insured')}
          </List.Item>
        ))}
        <List.Item
          extra={<span data-testid="renewal-period">{`${quote.startDate} ~ ${quote.lastDay}`}</span>}
        >
          {format('screens.renewal.newPeriod')}
        </List.Item>
        {quote.premium !== null ? (
          <List.Item
            extra={
              <strong data-testid="renewal-premium" style={{ color: '#ff6b00' }}>
                {format('screens.insure.premiumValue', { premium: formatPremium(quote.premium) })}
              </strong>
            }
          >
            {format('screens.renewal.premium')}
          </List.Item>
        ) : null}
      </List>
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={() => onStart(draft)}>
          {label}
        </Button>
      </div>
    </main>
  );
}
