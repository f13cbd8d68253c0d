// @vitest-environment jsdom
/** The generic confirm page shows what is bought (issue 13 item 11, spec §2 "the plan details"). */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coverPeriod, guaranteeRows, planForCode, type ProductModel } from '../../../engine';
import { fixtureDraft } from '../../../stories/harness/fixtures';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { productWhere } from '../../test-support/catalogue';
import type { PurchaseDraft } from '../purchase/draft';
import { ConfirmSummary } from './ConfirmSummary';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

const hasSchoolFields = (product: ProductModel) =>
  product.form.insured.fields.some((field) => field.name === 'schoolName');

function show(product: ProductModel, draft: PurchaseDraft = fixtureDraft(product)) {
  const period = coverPeriod(product, { today: '2026-11-22', years: 1 });
  render(<ConfirmSummary product={product} draft={draft} period={period} blocks={product.confirm.blocks} />);
  return draft;
}

describe('the generic confirm page', () => {
  let student: ProductModel;
  let copiesProduct: ProductModel;
  beforeAll(async () => {
    student = await productWhere(
      (p) => p.kind === 'onSale' && p.confirm.layout === 'generic' && p.maxCopies === 1 && hasSchoolFields(p),
    );
    copiesProduct = await productWhere(
      (p) => p.kind === 'onSale' && p.confirm.layout === 'generic' && p.maxCopies > 1,
    );
  });

  it("lists the chosen plan's duties with their amounts", () => {
    const draft = show(student);
    const plan = planForCode(student, draft.selection.planCode)!;
    const table = screen.getByTestId('confirm-guarantees');
    for (const row of guaranteeRows(plan, 1)) {
      const line = within(table).getByText(row.limitName).closest('[role="row"]') as HTMLElement;
      expect(within(line).getByText(row.value)).toBeTruthy();
    }
  });

  it('labels the school information: area, type, school, grade and class', () => {
    show(student);
    const school = screen.getByTestId('confirm-school');
    const label = (name: string) => student.form.insured.fields.find((field) => field.name === name)!.label;
    const row = (text: string) => within(school).getByText(text).closest('.adm-list-item') as HTMLElement;
    expect(within(row(label('region'))).getByText('山东省 济宁市 任城区')).toBeTruthy();
    expect(within(row(label('schoolName'))).getByText('济宁市实验小学')).toBeTruthy();
    // Picked options show their names, not their codes (edu_07, P4).
    expect(within(school).queryByText('edu_07')).toBeNull();
    expect(within(school).queryByText('P4')).toBeNull();
    const kind = student.form.insured.fields
      .find((field) => field.name === 'schoolKind')!
      .options.find((o) => o.value === 'edu_07')!.label;
    expect(within(row(label('schoolKind'))).getByText(kind)).toBeTruthy();
  });

  it('leaves out the copies line where the product sells a single copy', () => {
    show(student);
    expect(screen.queryByText('购买份数')).toBeNull();
  });

  it('shows the copies and the duties × copies where the product sells several', () => {
    const base = fixtureDraft(copiesProduct);
    const draft = { ...base, selection: { ...base.selection, copies: 3 } };
    show(copiesProduct, draft);
    expect(screen.getByTestId('confirm-copies').textContent).toBe('3份');
    const plan = planForCode(copiesProduct, draft.selection.planCode)!;
    const table = screen.getByTestId('confirm-guarantees');
    const [one] = guaranteeRows(plan, 1);
    const [three] = guaranteeRows(plan, 3);
    expect(three!.value).not.toBe(one!.value);
    expect(within(table).getByText(three!.value)).toBeTruthy();
  });
});
