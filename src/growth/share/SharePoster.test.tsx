// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai/react';
import { installAntdRenderShim } from '../../../renderers/platform/antd-render-shim';
import { appStore } from '../../state/store';
import { posterModel, type ShareProduct } from './poster-model';
import { SharePoster } from './SharePoster';
import { shareCardOf } from './share-card';

/** A poster line by its whole text (the person's name in it is its own element: it is content). */
const posterLine = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

const product: ShareProduct = {
  productCode: '19PR979745',
  name: '济宁市学生成长保障计划',
  path: '/jiningDetails',
  sharedPath: false,
  tagline: '一份保障，一份安心，守护孩子平安成长',
};
const BASE = 'https://shop.example.cn/';

function show(
  model = posterModel(BASE, product, {
    loggedIn: true,
    isStaff: true,
    userCode: 'U20260000002',
    staffName: '王建华',
    licenseNumber: '202611000000800001',
  }),
) {
  return render(
    <Provider store={appStore}>
      <SharePoster product={product} model={model} currentPath="/jiningDetails" onClose={() => undefined} />
    </Provider>,
  );
}

beforeAll(() => installAntdRenderShim());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SharePoster', () => {
  it('staff: a QR code of the product link with their own code, their name and licence number, the long-press hint', async () => {
    show();
    const qr = await screen.findByRole('img', { name: '济宁市学生成长保障计划的分享二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(qr.getAttribute('data-link')).toBe(
      'https://shop.example.cn/#/jiningDetails?promoCode=U20260000002',
    );
    expect(
      screen.getByText(posterLine('教保保险经纪执业人员王建华为您推荐，执业证编号：202611000000800001')),
    ).toBeTruthy();
    expect(screen.getByText('长按识别二维码分享')).toBeTruthy();
    expect(screen.getByRole('dialog').className).toContain('growth-poster-staff');
  });

  it("a visitor is asked to log in first; another person's code shows the recommender label", async () => {
    show(posterModel(BASE, product, { loggedIn: false, isStaff: false }));
    expect(await screen.findByText(/请先登录/)).toBeTruthy();
    cleanup();
    show(
      posterModel(BASE, product, {
        loggedIn: true,
        isStaff: false,
        userCode: 'U1',
        promoter: { code: 'U20260000002', name: '王建华' },
      }),
    );
    expect(await screen.findByText(posterLine('推荐人：王建华'))).toBeTruthy();
  });

  it('copy link: 操作成功！ on success, 生成二维码失败 when the clipboard refuses', async () => {
    const writeText = vi
      .fn<(text: string) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    show();
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith('https://shop.example.cn/#/jiningDetails?promoCode=U20260000002');
    await waitFor(() => expect(document.body.textContent).toContain('操作成功！'));
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(document.body.textContent).toContain('生成二维码失败'));
  });
});

describe('shareCardOf', () => {
  it('is titled with the product name plus the tagline; the link carries the manager code', () => {
    expect(shareCardOf(product, BASE, 'U2')).toEqual({
      title: '济宁市学生成长保障计划 一份保障，一份安心，守护孩子平安成长',
      desc: '一份保障，一份安心，守护孩子平安成长',
      link: 'https://shop.example.cn/#/jiningDetails?promoCode=U2',
      imgUrl: '',
    });
  });
});
