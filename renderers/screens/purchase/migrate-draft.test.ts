import { describe, expect, it } from 'vitest';
import type { ProductModel } from '../../../engine';
import { loadCatalogue } from '../../../engine/node';
import { initialDraft } from './draft';
import { migrateDraft } from './migrate-draft';

const catalogue = loadCatalogue('products');
const JINING = '19PR979745';

async function product(): Promise<ProductModel> {
  const model = (await catalogue).productForCode(JINING);
  if (!model) throw new Error('no product');
  return model;
}

describe('a draft carried over a product change', () => {
  it('keeps what the buyer typed and the plan chosen; forgets the clauses read and the old price when the version changed', async () => {
    const model = await product();
    const typed = { ...initialDraft(model), premium: 150, readProtocols: ['clause-accident'] };
    typed.holder = { ...typed.holder, name: '王小明', telephone: '13800138000' };
    typed.selection = { ...typed.selection, planCode: 'JN979745-B' };
    const { draft, dropped } = migrateDraft(model, typed, true);
    expect(draft.holder.name).toBe('王小明');
    expect(draft.holder.telephone).toBe('13800138000');
    expect(draft.selection.planCode).toBe('JN979745-B');
    expect(draft.readProtocols).toEqual([]);
    expect(draft.premium).toBeNull();
    expect(dropped).toEqual([]);
    expect(migrateDraft(model, typed, false).draft.premium).toBe(150);
  });

  it('drops and names a value the product no longer offers, and a required field that is new; a removed plan falls back to the default', async () => {
    const model = await product();
    const typed = initialDraft(model);
    const idType = model.form.holder.fields.find((f) => f.name === 'idType')!;
    typed.holder = { ...typed.holder, idType: 'no-longer-offered' };
    delete (typed.holder as Record<string, unknown>).telephone;
    typed.selection = { planCode: 'RETIRED-PLAN', copies: 1 };
    const { draft, dropped } = migrateDraft(model, typed, true);
    expect(draft.holder.idType).not.toBe('no-longer-offered');
    const telephone = model.form.holder.fields.find((f) => f.name === 'telephone')!;
    expect(dropped).toEqual(expect.arrayContaining([idType.label, telephone.label]));
    expect(draft.selection.planCode).toBe(model.defaultPlanCode ?? model.plans[0]!.code);
  });

  it('starts afresh for a draft of another product', async () => {
    const model = await product();
    const stranger = { ...initialDraft(model), productCode: 'OTHER' };
    stranger.holder = { ...stranger.holder, name: '外人' };
    expect(migrateDraft(model, stranger, true).draft.holder.name).toBe('');
  });
});
