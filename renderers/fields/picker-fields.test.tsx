// @vitest-environment jsdom
/**
 * Every picker field (date, select, region, school) shows its value on one shared trigger button
 * named by the field's label, opens its picker on a tap, shows the placeholder while empty, and
 * cannot be opened when the field is read-only.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FieldsFormProvider } from './form-methods';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldModel, FieldName } from '../../engine/model';
import type { FieldWidget } from '../../engine/registry-keys';
import { installAntdRenderShim } from '../platform/antd-render-shim';
import { ScreenServicesProvider } from '../platform/services';
import type { FieldRendererProps } from '../registry/types';
import { DateWidget } from './DateWidget';
import { regionValueOf } from './region-options';
import { RegionWidget } from './RegionWidget';
import { SchoolWidget } from './SchoolWidget';
import { SelectWidget } from './SelectWidget';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

const searchSchools = vi.fn(async () => [{ name: '第一实验小学', address: '解放路 1 号' }]);

function fieldOf(
  name: FieldName,
  widget: FieldWidget,
  label: string,
  extra: Partial<FieldModel> = {},
): FieldModel {
  return {
    party: 'insured',
    name,
    path: `insured.${name}`,
    label,
    widget,
    required: true,
    options: [],
    readOnly: false,
    validator: 'none',
    ...extra,
  };
}

function Form({ value, children }: { value: unknown; children: ReactNode }) {
  const form = useForm({ defaultValues: { insureds: [{ value }] } });
  return <FieldsFormProvider form={form}>{children}</FieldsFormProvider>;
}

function renderField(Widget: ComponentType<FieldRendererProps>, field: FieldModel, value: unknown) {
  return render(
    <ScreenServicesProvider services={{ searchSchools }}>
      <Form value={value}>
        <Widget
          field={field}
          name="insureds.0.value"
          recordPath="insureds.0"
          idSubject="insured"
          schoolMode="02"
        />
      </Form>
    </ScreenServicesProvider>,
  );
}

const jinan = regionValueOf(['370000', '370100', '370102']);
const cases: {
  widget: string;
  Widget: ComponentType<FieldRendererProps>;
  field: FieldModel;
  value: unknown;
  shown: string;
  picker: () => Element | null;
}[] = [
  {
    widget: 'date',
    Widget: DateWidget,
    field: fieldOf('birthday', 'date', '出生日期'),
    value: '2015-03-04',
    shown: '2015-03-04',
    picker: () => document.querySelector('.adm-picker'),
  },
  {
    widget: 'select',
    Widget: SelectWidget,
    field: fieldOf('relationType', 'select', '与投保人关系', {
      options: [
        { label: '子女', value: '03' },
        { label: '本人', value: '00' },
      ],
    }),
    value: '03',
    shown: '子女',
    picker: () => document.querySelector('.adm-picker'),
  },
  {
    widget: 'region',
    Widget: RegionWidget,
    field: fieldOf('region', 'region', '所在地区'),
    value: jinan,
    shown: `${jinan?.provinceName} ${jinan?.cityName} ${jinan?.countyName}`,
    picker: () => document.querySelector('.adm-cascader'),
  },
  {
    widget: 'school (choose only)',
    Widget: SchoolWidget,
    field: fieldOf('schoolName', 'school', '学校名称'),
    value: '第一实验小学',
    shown: '第一实验小学',
    picker: () => document.querySelector('.adm-popup .adm-search-bar'),
  },
];

describe.each(cases)('the $widget field', ({ Widget, field, value, shown, picker }) => {
  it('shows its value on a button named by its label, and opens its picker on a tap', async () => {
    renderField(Widget, field, value);
    const trigger = screen.getByRole('button', { name: field.label });
    expect(trigger.textContent).toBe(shown);
    expect(picker()).toBeNull();
    fireEvent.click(trigger);
    await waitFor(() => expect(picker()).not.toBeNull());
  });

  it('shows a placeholder while empty', () => {
    renderField(Widget, { ...field, placeholder: '请选择' }, field.widget === 'region' ? undefined : '');
    const text = screen.getByRole('button', { name: field.label }).textContent ?? '';
    expect(text).not.toBe('');
    expect(text).not.toBe(shown);
  });

  it('cannot be opened when the field is read-only', () => {
    renderField(Widget, { ...field, readOnly: true }, value);
    const trigger = screen.getByRole('button', { name: field.label });
    expect(trigger).toHaveProperty('disabled', true);
    fireEvent.click(trigger);
    expect(picker()).toBeNull();
  });
});
