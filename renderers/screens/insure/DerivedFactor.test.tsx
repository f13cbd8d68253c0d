// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PremiumRequestItem, ProductModel } from '../../../engine/model';
import { idNumberFor } from '../../../engine/testing/models';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { productWhere } from '../../test-support/catalogue';
import { emptyInsured, initialDraft } from '../purchase/draft';
import { renewalDraft } from '../renewal/RenewalScreen';
import { InsureScreen } from './InsureScreen';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

/** A birthday `years` years and a month before today: that age on any start date in the next weeks. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

describe('a premium factor that follows from the insured (critical illness 19PR799624, age band)', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere((p) => p.productCode === '19PR799624');
  });

  it('is shown read-only, derived from the insured’s ID number, and the premium is asked for that band', async () => {
    const requests: [PremiumRequestItem][] = [];
    const tenYearsOld = { ...emptyInsured(product), idType: '0', idNumber: idNumberFor(bornYearsAgo(10)) };
    render(
      <InsureScreen
        product={product}
        services={{}}
        initialDraft={{ ...initialDraft(product), insureds: [tenYearsOld] }}
        onDraftChange={() => {}}
        onCalculatePremium={async (request) => (requests.push(request), 199)}
      />,
    );
    const band = screen.getByTestId('derived-factor-ageBand');
    await waitFor(() => expect(within(band).getByText('7-12周岁')).toBeTruthy());
    expect(within(band).getByText('按被保险人信息自动确定')).toBeTruthy();
    // Nothing to choose: no option of the band is a control.
    expect(screen.queryByText('0-6周岁')).toBeNull();
    await waitFor(() =>
      expect(requests.at(-1)?.[0].factorInfos).toContainEqual({ factorCode: 'ageBand', factorValue: '7-12' }),
    );

    // A younger insured typed in moves the band (and the premium request) with them.
    const idField = document.getElementById('field-insureds-0-idNumber') as HTMLInputElement;
    fireEvent.change(idField, { target: { value: idNumberFor(bornYearsAgo(4)) } });
    await waitFor(() => expect(within(band).getByText('0-6周岁')).toBeTruthy());
    await waitFor(() =>
      expect(requests.at(-1)?.[0].factorInfos).toContainEqual({ factorCode: 'ageBand', factorValue: '0-6' }),
    );
  });

  it('is derived again when a policy is renewed, from the insured’s age at the new start date', () => {
    const nine = { name: '张小明', idType: '0', idNumber: idNumberFor(bornYearsAgo(9)) };
    const draft = renewalDraft(product, { policyNo: 'P1', renewalTimes: 0, insureds: [nine] });
    expect(draft.selection.factors?.ageBand).toBe('7-12');
  });
});
