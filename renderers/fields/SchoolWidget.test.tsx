// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FieldsFormProvider } from './form-methods';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldModel } from '../../engine/model';
import { installAntdRenderShim } from '../platform/antd-render-shim';
import { ScreenServicesProvider } from '../platform/services';
import { productWhere } from '../test-support/catalogue';
import { SchoolWidget } from './SchoolWidget';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

function Form({ children, values }: { children: ReactNode; values: Record<string, unknown> }) {
  const form = useForm({ defaultValues: { insureds: [values] } });
  const schoolName: unknown = useWatch({ control: form.control, name: 'insureds.0.schoolName' as never });
  return (
    <FieldsFormProvider form={form}>
      {children}
      <output data-testid="value">{String(schoolName ?? '')}</output>
    </FieldsFormProvider>
  );
}

async function schoolField(): Promise<FieldModel> {
  const product = await productWhere((p) => p.form.insured.fields.some((f) => f.widget === 'school'));
  return product.form.insured.fields.find((f) => f.widget === 'school')!;
}

describe('the school chooser (issue 13 items 3 and 15)', () => {
  it('asks for the chosen region and school type, and with no match offers what was typed where the mode allows typing', async () => {
    const field = await schoolField();
    const searchSchools = vi.fn(async () => []);
    render(
      <ScreenServicesProvider services={{ searchSchools }}>
        <Form
          values={{
            region: {
              provinceCode: '530000',
              provinceName: '云南省',
              cityCode: '532900',
              cityName: '大理白族自治州',
              countyCode: '532930',
            },
            schoolKind: 'edu_07',
            schoolName: '',
          }}
        >
          <SchoolWidget
            field={field}
            name="insureds.0.schoolName"
            recordPath="insureds.0"
            idSubject="insured"
            schoolMode="01"
          />
        </Form>
      </ScreenServicesProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择学校' }));
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: '洱源县红星小学' } });
    await waitFor(() =>
      expect(searchSchools).toHaveBeenLastCalledWith({
        keyword: '洱源县红星小学',
        region: ['530000', '532900', '532930'],
        schoolKind: 'edu_07',
      }),
    );
    expect(await screen.findByText('该地区暂无匹配的学校')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '使用“洱源县红星小学”' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('洱源县红星小学'));
  });

  it('in choose-only mode says to ask customer service instead of offering to type', async () => {
    const field = await schoolField();
    render(
      <ScreenServicesProvider services={{ searchSchools: async () => [] }}>
        <Form values={{ schoolName: '' }}>
          <SchoolWidget
            field={field}
            name="insureds.0.schoolName"
            recordPath="insureds.0"
            idSubject="insured"
            schoolMode="02"
            regionScope={{ provinceCode: '530000', provinceName: '云南省' }}
          />
        </Form>
      </ScreenServicesProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: field.label }));
    expect(await screen.findByText(/联系客服/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^使用/ })).toBeNull();
  });
});
