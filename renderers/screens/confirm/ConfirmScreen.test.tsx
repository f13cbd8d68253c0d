// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationPayload, ProductModel } from '../../../engine/model';
import { fixtureDraft } from '../../../stories/harness/fixtures';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { productWhere } from '../../test-support/catalogue';
import { ConfirmScreen, type ConfirmScreenProps } from './ConfirmScreen';
import { SubmitUnanswered } from './submit-unanswered';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

let product: ProductModel;
beforeAll(async () => {
  product = await productWhere(
    (p) => p.kind === 'onSale' && p.collectsPremium && p.payment.mode === 'oauth' && p.duplicateCheck,
  );
});

function setup(overrides: Partial<ConfirmScreenProps> = {}) {
  const props: ConfirmScreenProps = {
    product,
    services: { navigate: vi.fn() },
    draft: fixtureDraft(product),
    order: { operator: 'U0001', idempotentSerialNo: 'SN0001' },
    onCheckDuplicate: vi.fn(async () => null),
    onSubmitOrder: vi.fn(async (_payload: ApplicationPayload) => ({
      orderCode: 'OD1',
      applicationFormCode: 'AF1',
    })),
    onTrack: vi.fn(),
    onClearSavedForm: vi.fn(),
    payment: { lookupPayUrl: vi.fn(async () => null), redirect: vi.fn(), startOAuth: vi.fn() },
    openDelayMs: 30,
    tapLockMs: 300,
    ...overrides,
  };
  render(<ConfirmScreen {...props} />);
  return props;
}

const submitButton = () => screen.getByRole('button', { name: '确认投保' }) as HTMLButtonElement;
// The button unlocks on a timer and toasts render through antd-mobile's async shim: the waits use the
// suite's generous default (tests/setup/dom-waits.ts), not a shorter one of their own.
const enabled = () => waitFor(() => expect(submitButton().disabled).toBe(false));

describe('ConfirmScreen', () => {
  it('shows the summary with masked IDs and the legal beneficiary, and starts disabled', () => {
    setup();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText(product.name)).toBeTruthy();
    expect(screen.getByText('法定')).toBeTruthy();
    for (const masked of screen.getAllByTestId('masked-id'))
      expect(masked.textContent).toMatch(/^\d{3}\*+\d{3}[\dX]$/);
  });

  it('warns until the information is confirmed', async () => {
    const props = setup();
    await enabled();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请您先确认投保信息!')).toBeTruthy();
    expect(props.onSubmitOrder).not.toHaveBeenCalled();
  });

  it('warns when an insured has no ID number', async () => {
    const draft = fixtureDraft(product);
    const props = setup({ draft: { ...draft, insureds: [{ ...draft.insureds[0], idNumber: '' }] } });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('请您先确认被保人证件号信息!')).toBeTruthy();
    expect(props.onSubmitOrder).not.toHaveBeenCalled();
  });

  it('submits once on a double tap, with the engine payload, then takes the OAuth payment route', async () => {
    const props = setup();
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(props.payment.startOAuth).toHaveBeenCalledWith({ productCode: product.productCode }),
    );
    expect(props.onSubmitOrder).toHaveBeenCalledTimes(1);
    const payload = vi.mocked(props.onSubmitOrder).mock.calls[0]![0];
    expect(payload.applicationForms).toMatchObject({
      productCode: product.productCode,
      isRenewal: 'N',
      channalCode: 'edu',
    });
    expect(payload.applicationForms.insureds[0]).toMatchObject({ bnfyOption: '01' });
    expect(await screen.findByText('投保信息填写成功，请及时支付')).toBeTruthy();
  });

  it('re-enables the button, shows the server message and tracks the failure', async () => {
    const props = setup({
      onSubmitOrder: vi.fn(async () => {
        throw new Error('保单生成失败');
      }),
    });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('保单生成失败')).toBeTruthy();
    expect(props.onTrack).toHaveBeenCalledWith('投保失败未生成订单');
    await enabled();
  });

  it('falls back to the spec message when the failure has none', async () => {
    setup({
      onSubmitOrder: vi.fn(async () => {
        throw new Error('');
      }),
    });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('投保失败未生成订单,请稍后重试!')).toBeTruthy();
  });

  it('offers 网络异常 with 重试 when the submit got no answer, and goes on to payment once it has one', async () => {
    const onSubmitOrder = vi
      .fn<ConfirmScreenProps['onSubmitOrder']>()
      .mockRejectedValueOnce(new SubmitUnanswered('获取数据失败'))
      .mockResolvedValueOnce({ orderCode: 'OD1', applicationFormCode: 'AF1' });
    const props = setup({ onSubmitOrder });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('网络异常')).toBeTruthy();
    expect(screen.queryByText('获取数据失败')).toBeNull();
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() =>
      expect(props.payment.startOAuth).toHaveBeenCalledWith({ productCode: product.productCode }),
    );
    expect(onSubmitOrder).toHaveBeenCalledTimes(2);
    expect(props.onTrack).not.toHaveBeenCalled();
  });

  it('sends a form whose earlier submit got no answer (kept across a reload) without the duplicate check, which would find its own order', async () => {
    const isUnansweredSubmit = vi.fn((_payload: ApplicationPayload) => true);
    const props = setup({ onCheckDuplicate: vi.fn(async () => '李小明'), isUnansweredSubmit });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(props.payment.startOAuth).toHaveBeenCalledWith({ productCode: product.productCode }),
    );
    expect(props.onCheckDuplicate).not.toHaveBeenCalled();
    expect(props.onSubmitOrder).toHaveBeenCalledTimes(1);
    // Asked about the very form it then submits.
    expect(isUnansweredSubmit).toHaveBeenCalledWith(vi.mocked(props.onSubmitOrder).mock.calls[0]?.[0]);
    expect(props.onClearSavedForm).not.toHaveBeenCalled();
  });

  it('stops on a duplicate: names the insured, clears the saved form, offers the personal centre', async () => {
    const props = setup({ onCheckDuplicate: vi.fn(async () => '李小明') });
    await enabled();
    fireEvent.click(screen.getByText('本人确认以上投保信息真实有效'));
    fireEvent.click(submitButton());
    expect(
      await screen.findByText(
        '被保险人：李小明已投保该产品，请您到个人中心查看是否有未支付、待起保或保障中的投保单。',
      ),
    ).toBeTruthy();
    expect(props.onSubmitOrder).not.toHaveBeenCalled();
    expect(props.onClearSavedForm).toHaveBeenCalled();
    expect(props.onTrack).toHaveBeenCalledWith('投保失败重复投保');
    fireEvent.click(screen.getByText('去个人中心'));
    await waitFor(() => expect(props.services.navigate).toHaveBeenCalledWith('myIndex', undefined));
  });
});
