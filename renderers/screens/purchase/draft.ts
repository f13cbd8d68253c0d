/**
 * The purchase draft: everything the buyer chose and typed between the insure and confirm pages,
 * in the engine's shapes (PartyState, PlanSelection). The shell owns its storage (initial value in,
 * every change out), so it survives reload and navigation and is cleared where a route says
 * clearForm; "save draft" sends it to the gateway's temp forms.
 */
import type { PartyState, PlanSelection, ProductModel } from '../../../engine/model';
import { defaultSelection } from '../../../engine/rules/plan-selection';
import { presetRegion } from '../../../engine/rules/region-scope';

export interface PurchaseDraft {
  productCode: string;
  selection: PlanSelection;
  /** Cover start date YYYY-MM-DD chosen by the holder (period.start 'chosen' only). */
  chosenStart?: string;
  holder: PartyState;
  insureds: PartyState[];
  /** Protocol documents read (ids). */
  readProtocols: string[];
  /** Last premium the gateway calculated; kept when a later calculation fails. */
  premium: number | null;
  /** Set when the purchase renews an earlier policy (/insurerenew). */
  renewal?: { previousTimes: number; lastPolicyNo: string };
  /** Started from /insurerenew for this earlier policy (go renew or buy again): the insure page says so. */
  renewedFrom?: string;
  /** A renewal of a policy still in force: the first day its cover no longer covers (YYYY-MM-DD); the new cover starts there, not tomorrow. */
  renewalStart?: string;
}

function partyDefaults(product: ProductModel, fields: ProductModel['form']['holder']['fields']): PartyState {
  const values: Record<string, unknown> = {};
  // A one-city product starts the insured's school region on its city (engine/rules/region-scope.ts).
  const preset = presetRegion(product);
  for (const field of fields) {
    if (field.default !== undefined) values[field.name] = field.default;
    else if (field.widget === 'region' && field.party === 'insured' && preset) values[field.name] = preset;
    else if (field.widget === 'switch' && field.options.length === 0) values[field.name] = false;
    else if (field.widget !== 'region') values[field.name] = '';
  }
  return values as PartyState;
}

export function emptyInsured(product: ProductModel): PartyState {
  return partyDefaults(product, product.form.insured.fields);
}

/** A fresh draft: the default selection, empty records with field defaults, nothing read. */
export function initialDraft(product: ProductModel): PurchaseDraft {
  return {
    productCode: product.productCode,
    selection: defaultSelection(product) ?? { planCode: '', copies: 1 },
    holder: partyDefaults(product, product.form.holder.fields),
    insureds: Array.from({ length: Math.max(1, product.form.insuredCount.min) }, () => emptyInsured(product)),
    readProtocols: [],
    premium: null,
  };
}

/** A stored draft of the same product, or a fresh one (a draft of another product is ignored). */
export function draftFor(product: ProductModel, stored: PurchaseDraft | null | undefined): PurchaseDraft {
  return stored && stored.productCode === product.productCode ? stored : initialDraft(product);
}
