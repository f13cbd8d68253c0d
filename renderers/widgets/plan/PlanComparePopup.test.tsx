// @vitest-environment jsdom
/** Plan comparison from the plan tabs (issue 13 item 8). */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describePriceFrom, guaranteeRows, planPriceFrom, type ProductModel } from '../../../engine';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { GuaranteeSectionView } from '../../sections/GuaranteeSectionView';
import { productWhere } from '../../test-support/catalogue';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

function showPlans(product: ProductModel) {
  const section = product.sections.find((s) => s.type === 'planList' || s.type === 'guaranteeDetails')!;
  render(<GuaranteeSectionView section={section} product={product} />);
}

describe('plan comparison', () => {
  let product: ProductModel;
  beforeAll(async () => {
    // Three plans whose duties differ: the table must show what a plan leaves out.
    product = await productWhere((p) => p.kind === 'onSale' && p.plans.length === 3);
  });

  it('opens from the plan tabs with one column per plan, every duty, and each plan’s premium', async () => {
    showPlans(product);
    fireEvent.click(screen.getByRole('button', { name: /方案对比/ }));
    const table = await screen.findByTestId('plan-comparison');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['保障责任', ...product.plans.map((plan) => plan.name)]);
    const duties = new Set(
      product.plans.flatMap((plan) => guaranteeRows(plan, 1).map((row) => row.limitName)),
    );
    const rowNames = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowNames.at(-1)).toBe('保费');
    expect(new Set(rowNames)).toEqual(new Set([...duties, '保费']));
    const premiums = within(within(table).getByRole('rowheader', { name: '保费' }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(premiums).toEqual(
      product.plans.map((plan) => describePriceFrom(product, planPriceFrom(product, plan.code)!)),
    );
    // Every plan's own amounts sit in its column.
    product.plans.forEach((plan, column) => {
      for (const row of guaranteeRows(plan, 1)) {
        const cells = within(
          within(table).getByRole('rowheader', { name: row.limitName }).closest('tr')!,
        ).getAllByRole('cell');
        expect(cells[column]!.textContent).toBe(row.value);
      }
    });
  });

  it('marks the plan the tabs show and closes with 关闭', async () => {
    showPlans(product);
    const second = product.plans[1]!;
    fireEvent.click(screen.getByRole('tab', { name: second.name }));
    fireEvent.click(screen.getByRole('button', { name: /方案对比/ }));
    const table = await screen.findByTestId('plan-comparison');
    expect(within(table).getByRole('columnheader', { name: second.name }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('dialog', { name: '方案对比' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: '方案对比' })).toBeNull();
  });

  it('shows the chosen tab’s price and no comparison for a single-plan product', async () => {
    showPlans(product);
    const second = product.plans[1]!;
    fireEvent.click(screen.getByRole('tab', { name: second.name }));
    expect(screen.getByTestId('plan-price').textContent).toBe(
      describePriceFrom(product, planPriceFrom(product, second.code)!),
    );
    cleanup();
    const single = await productWhere(
      (p) => p.kind === 'onSale' && p.plans.length === 1 && p.collectsPremium,
    );
    showPlans(single);
    expect(screen.queryByRole('button', { name: /方案对比/ })).toBeNull();
    expect(screen.getByTestId('plan-price').textContent).toMatch(/^¥\d+\.\d\d/);
  });
});
