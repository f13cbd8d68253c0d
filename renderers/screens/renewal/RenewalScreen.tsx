/**
 * /insurerenew?productCode= (spec §2 renewal page): the product's renewal view with its button —
 * 'go renew' or 'buy again' per the manifest's renewal label; an unknown code (no product or no
 * renewal label) shows nothing. Go renew carries the last policy into the draft so the engine's
 * application form sends isRenewal Y, renewalTimes + 1 and renewalLastPolicyNo; buy again only
 * pre-fills the people.
 */
import { Button, List } from 'antd-mobile';
import { format } from '../../../engine/messages';
import type { PartyState, ProductModel } from '../../../engine/model';
import { coverStartDate } from '../../../engine/rules/dates';
import { withDerivedFactors } from '../../../engine/rules/derived-factors';
import { initialDraft, type PurchaseDraft } from '../purchase/draft';

export interface LastPolicy {
  policyNo: string;
  /** Times the policy was already renewed. */
  renewalTimes: number;
  holder?: PartyState;
  insureds?: PartyState[];
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
  const insureds = lastPolicy.insureds?.length ? lastPolicy.insureds.map((insured) => ({ ...draft.insureds[0], ...insured })) : draft.insureds;
  return {
    ...draft,
    // A factor that follows from the insured (age band) is derived for the new cover's start date, not copied.
    selection: withDerivedFactors(product, draft.selection, insureds, coverStartDate(product)),
    ...(lastPolicy.holder ? { holder: { ...draft.holder, ...lastPolicy.holder } } : {}),
    insureds,
    ...(product.renewal?.label === 'goRenew' ? { renewal: { previousTimes: lastPolicy.renewalTimes, lastPolicyNo: lastPolicy.policyNo } } : {}),
  };
}

export function RenewalScreen({ product, lastPolicy, onStart }: RenewalScreenProps) {
  if (!product?.renewal) return null;
  const label = format(product.renewal.label === 'goRenew' ? 'screens.renewal.goRenew' : 'screens.renewal.buyAgain');
  return (
    <main data-testid="renewal-screen" style={{ background: '#f5f6f8', minHeight: '100vh' }}>
      <h1 style={{ margin: 0, padding: '16px', fontSize: 18, background: '#fff' }}>{product.shortName || product.name}</h1>
      <List>
        <List.Item extra={product.name}>{format('screens.confirm.product')}</List.Item>
        {lastPolicy ? <List.Item extra={lastPolicy.policyNo}>{format('screens.renewal.lastPolicy')}</List.Item> : null}
        {lastPolicy?.insureds?.map((insured, index) => (
          <List.Item key={index} extra={insured.name}>
            {format('screens.confirm.insured')}
          </List.Item>
        ))}
      </List>
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={() => onStart(renewalDraft(product, lastPolicy))}>
          {label}
        </Button>
      </div>
    </main>
  );
}
