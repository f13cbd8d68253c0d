// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PremiumRequestItem, ProductModel } from '../../../engine/model';
import { idNumberFor } from '../../../engine/testing/models';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { productWhere } from '../../test-support/catalogue';
import { initialDraft } from '../purchase/draft';
import { InsureScreen } from './InsureScreen';

/**
 * The elements scrolled into view (jsdom has no layout, nor scrollIntoView). The unit tests share
 * their workers' modules and globals (vite.config.ts): the stand-in goes when this file is done.
 */
const scrolledTo: { element: Element; options: unknown }[] = [];
const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  installAntdRenderShim();
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolledTo.push({ element: this, options });
  };
});
afterAll(() => {
  if (jsdomScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
});
afterEach(() => cleanup());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('InsureScreen plan selection and premium', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere((p) => p.kind === 'onSale' && p.plans.length >= 2);
  });

  it('asks for the premium on every plan change; a failed answer never leaves the previous plan’s price on screen', async () => {
    const calls: { request: [PremiumRequestItem]; answer: ReturnType<typeof deferred<number>> }[] = [];
    const onCalculatePremium = vi.fn((request: [PremiumRequestItem]) => {
      const answer = deferred<number>();
      calls.push({ request, answer });
      return answer.promise;
    });
    const onDraftChange = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <InsureScreen
        product={product}
        services={{}}
        onDraftChange={onDraftChange}
        onCalculatePremium={onCalculatePremium}
      />,
    );

    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer.resolve(123.4));
    expect(screen.getByTestId('premium').textContent).toBe('¥123.40');

    const [first, second] = product.plans;
    const other =
      product.plans.find((plan) => plan.code !== calls[0]!.request[0].insuranceVOS[0]!.programCode) ??
      second!;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(other.name) }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.request[0].insuranceVOS[0]!.programCode).toBe(other.code);
    expect(calls[1]!.request[0]).toMatchObject({
      channelNo: 'edu',
      renewalStatus: 1,
      productCode: product.productCode,
    });
    await act(async () => calls[1]!.answer.reject(new Error('gateway down')));
    // The ¥123.40 is the other plan's price: shown for this plan it would be a wrong price.
    expect(screen.getByTestId('premium').textContent).toBe('暂无法计算');
    expect(warn).toHaveBeenCalled();

    const back = other.code === first!.code ? second! : first!;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(back.name) }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]!.answer.resolve(60));
    expect(screen.getByTestId('premium').textContent).toBe('¥60.00');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ premium: 60, selection: expect.objectContaining({ planCode: back.code }) }),
    );
    warn.mockRestore();
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const answers: ReturnType<typeof deferred<number>>[] = [];
    render(
      <InsureScreen
        product={product}
        services={{}}
        onDraftChange={() => {}}
        onCalculatePremium={() => {
          const answer = deferred<number>();
          answers.push(answer);
          return answer.promise;
        }}
      />,
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    const other = product.plans.find(
      (plan) => plan.code !== (product.defaultPlanCode ?? product.plans[0]!.code),
    )!;
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(other.name) }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!.resolve(200));
    await act(async () => answers[0]!.resolve(999));
    expect(screen.getByTestId('premium').textContent).toBe('¥200.00');
  });

  it('shows the spec message on a bad phone after the field is touched, not before', async () => {
    render(
      <InsureScreen
        product={product}
        services={{}}
        onDraftChange={() => {}}
        onCalculatePremium={async () => 1}
      />,
    );
    const phone = document.getElementById('field-holder-telephone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(screen.queryByText('请填写正确的手机号!')).toBeNull();
    fireEvent.blur(phone);
    expect(await screen.findByText('请填写正确的手机号!')).toBeTruthy();
  });
});

describe('InsureScreen adding an insured person', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere(
      (p) =>
        p.kind === 'onSale' &&
        p.form.insuredCount.max >= 2 &&
        p.form.insuredCount.min <= 1 &&
        p.form.holder.fields.some((f) => f.name === 'telephone') &&
        p.form.insured.fields.some((f) => f.name === 'name' && f.required),
    );
  });

  const section = (index: number) => screen.getByRole('region', { name: `被保险人${index}` });
  /** Long enough for the list's own validation after an append (it runs in an effect, asynchronously). */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('shows no errors on the new person’s empty fields until they are touched; a failed submit shows them all', async () => {
    const navigate = vi.fn();
    render(
      <InsureScreen
        product={product}
        services={{ navigate }}
        onDraftChange={() => {}}
        onCalculatePremium={async () => 1}
      />,
    );
    // An existing invalid field keeps its message through the append.
    const phone = document.getElementById('field-holder-telephone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('请填写正确的手机号!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '添加被保险人' }));
    await settle();
    expect(within(section(2)).queryAllByRole('alert')).toEqual([]);
    expect(within(section(1)).queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText('请完善投保信息!')).toBeNull();
    expect(screen.getByText('请填写正确的手机号!')).toBeTruthy();

    // Touched and left empty: now that field says so, and only that one.
    const name = within(section(2)).getByRole('textbox', {
      name: product.form.insured.fields.find((f) => f.name === 'name')!.label,
    });
    fireEvent.focus(name);
    fireEvent.blur(name);
    await waitFor(() => expect(within(section(2)).getAllByRole('alert')).toHaveLength(1));
    expect(within(section(1)).queryAllByRole('alert')).toEqual([]);

    // A failed submit shows every problem, on both persons, and the form stays.
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(within(section(1)).queryAllByRole('alert').length).toBeGreaterThan(0));
    expect(within(section(2)).getAllByRole('alert').length).toBeGreaterThan(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('insure-screen')).toBeTruthy();
  });
});

describe('InsureScreen next with the age rule failing (20PR315672, the birthday from the ID number)', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere((p) => p.productCode === '20PR315672');
  });

  it('toasts the age message, not the generic one, and scrolls to it', async () => {
    const draft = initialDraft(product);
    const holder = {
      ...draft.holder,
      name: '张丽',
      idNumber: idNumberFor('1986-05-12'),
      telephone: '13800138000',
    };
    const child = {
      ...draft.insureds[0]!,
      name: '张小明',
      idNumber: idNumberFor('2004-01-01', true, '370102'),
      region: {
        provinceCode: '370000',
        provinceName: '山东省',
        cityCode: '370100',
        cityName: '济南市',
        countyCode: '370102',
        countyName: '历下区',
      },
      schoolKind: 'edu_07',
      schoolName: '历下区实验小学',
      class: 'P5',
      grade: '3',
    };
    const navigate = vi.fn();
    render(
      <InsureScreen
        product={product}
        services={{ navigate }}
        initialDraft={{ ...draft, holder, insureds: [child] }}
        onDraftChange={() => {}}
        onCalculatePremium={async () => 100}
      />,
    );
    scrolledTo.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const message = '被保险人张小明年龄不符合投保要求：不得超过18周岁';
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`出生日期：${message}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('请完善投保信息!')).toBeNull();
    await waitFor(() => expect(scrolledTo).toEqual([{ element: alert, options: { block: 'center' } }]));
    expect(navigate).not.toHaveBeenCalled();
  });
});
