/**
 * A purchase draft carried over a change of the product (a release between loading the page and
 * submitting it, or a visitor's draft kept on the device while they logged in): what still fits
 * the product as it is now is kept, field by field; what does not is dropped and named, so the
 * buyer re-enters only that. Pure: the shell decides when to migrate and how to tell the buyer.
 */
import type { FieldModel, PartyState, ProductModel } from '../../../engine/model';
import { defaultSelection } from '../../../engine/rules/plan-selection';
import { draftFor, emptyInsured, type PurchaseDraft } from './draft';

export interface MigratedDraft {
  draft: PurchaseDraft;
  /** Labels of the fields the buyer must fill again (a value no longer offered, or a field that is new). */
  dropped: string[];
}

function migrateParty(
  stored: PartyState,
  fields: readonly FieldModel[],
  fresh: PartyState,
  dropped: Set<string>,
): PartyState {
  const values = stored as Record<string, unknown>;
  const out: Record<string, unknown> = { ...(fresh as Record<string, unknown>) };
  for (const field of fields) {
    if (!(field.name in values)) {
      // A field the product did not ask for before: the buyer has to see it. (A draft holds every
      // field but region pickers, which start absent: see partyDefaults.)
      if (field.required && field.widget !== 'region') dropped.add(field.label);
      continue;
    }
    const value = values[field.name];
    const offered =
      field.options.length === 0 ||
      typeof value !== 'string' ||
      value === '' ||
      field.options.some((o) => o.value === value);
    if (offered) out[field.name] = value;
    else dropped.add(field.label);
  }
  return out as PartyState;
}

/** The stored draft as it fits `product` now; `versionChanged` also drops the clauses read (their texts may differ) and the last premium. */
export function migrateDraft(
  product: ProductModel,
  stored: PurchaseDraft,
  versionChanged: boolean,
): MigratedDraft {
  const fresh = draftFor(product, null);
  if (stored.productCode !== product.productCode) return { draft: fresh, dropped: [] };
  const dropped = new Set<string>();
  const plan = product.plans.find((p) => p.code === stored.selection.planCode);
  const factors = Object.fromEntries(
    Object.entries(stored.selection.factors ?? {}).filter(([code, value]) =>
      product.factors.some((f) => f.code === code && f.options.some((o) => o.value === value)),
    ),
  );
  const selection = plan ? { ...stored.selection, factors } : (defaultSelection(product) ?? fresh.selection);
  const max = Math.max(1, product.form.insuredCount.max);
  const insureds = stored.insureds
    .slice(0, max)
    .map((i) => migrateParty(i, product.form.insured.fields, emptyInsured(product), dropped));
  const draft: PurchaseDraft = {
    ...stored,
    selection,
    holder: migrateParty(stored.holder, product.form.holder.fields, fresh.holder, dropped),
    insureds: insureds.length > 0 ? insureds : fresh.insureds,
    readProtocols: versionChanged ? [] : stored.readProtocols,
    premium: versionChanged ? null : stored.premium,
  };
  return { draft, dropped: [...dropped] };
}
