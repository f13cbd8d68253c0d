// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { RatingPopup } from './RatingPopup';
import { formatReviewCount, missingParamMessage } from './rating-rules';
import type { RatingSubject, RatingSubmission, RatingTemplateItem } from './types';

const template: RatingTemplateItem[] = [
  {
    commentType: '00',
    list: [
      { name: '投保体验', code: 'A1' },
      { name: '服务态度', code: 'A2' },
    ],
  },
  { commentType: '01', list: [{ name: '便捷', code: 'T1' }] },
];
const subject: RatingSubject = {
  productCode: '19PR799624',
  productName: '成长守护',
  bizNo: 'P001',
  bizType: '01',
  commentNode: '00',
  userCode: 'U1',
  userName: '张三',
  loginAccount: '13800138000',
};

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

function stars(label: string) {
  return screen.getByRole('radiogroup', { name: label }).querySelectorAll('button');
}

describe('RatingPopup', () => {
  it('shows loading, then the template; refuses to submit until every star item is scored', async () => {
    let resolve!: (items: RatingTemplateItem[]) => void;
    const loadTemplate = vi.fn(() => new Promise<RatingTemplateItem[]>((r) => (resolve = r)));
    const onSubmit = vi.fn(async (_body: RatingSubmission) => {});
    const onClose = vi.fn();
    render(
      <RatingPopup
        visible
        subject={subject}
        loadTemplate={loadTemplate}
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('正在获取数据...')).toBeTruthy();
    expect(screen.getByText('保险评价')).toBeTruthy();
    expect(screen.getByText('满意请给五星好评')).toBeTruthy();
    await act(async () => resolve(template));
    expect(loadTemplate).toHaveBeenCalledWith({ productCode: '19PR799624', commentNode: '00' });

    fireEvent.click(stars('投保体验')[4]!);
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请全部评分')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(stars('服务态度')[2]!);
    fireEvent.click(screen.getByText('便捷'));
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ success: true }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      bizNo: 'P001',
      commentList: [
        {
          commentType: '00',
          list: [
            { code: 'A1', score: 5 },
            { code: 'A2', score: 3 },
          ],
        },
        { commentType: '01', list: [{ code: 'T1', score: 1 }] },
      ],
    });
    expect(await screen.findByText('评价成功')).toBeTruthy();
  });

  it("marks the template's names as the brokerage's content in the language the gateway answered", async () => {
    render(
      <RatingPopup
        visible
        subject={subject}
        loadTemplate={async () => [
          {
            commentType: '00',
            list: [
              { name: 'Buying process', code: 'A1', lang: 'en-US' },
              { name: '服务态度', code: 'A2' },
            ],
          },
        ]}
        onSubmit={async () => {}}
        onClose={() => {}}
      />,
    );
    const translated = (await screen.findByText('Buying process')).closest('[data-content]');
    expect(translated?.getAttribute('data-content')).toBe('brokerage');
    expect(translated?.getAttribute('lang')).toBe('en-US');
    // No language from the gateway: the Chinese of record.
    expect(screen.getByText('服务态度').closest('[data-content]')?.getAttribute('lang')).toBe('zh-CN');
  });

  it('names the first missing business parameter and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      <RatingPopup
        visible
        subject={{ ...subject, bizNo: '' }}
        loadTemplate={async () => template}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await screen.findByText('投保体验');
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('缺少业务编码参数')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says there is no template, and reports an unsuccessful close', async () => {
    const onClose = vi.fn();
    render(
      <RatingPopup
        visible
        subject={subject}
        loadTemplate={async () => []}
        onSubmit={async () => {}}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('暂无评价模板...')).toBeTruthy();
    fireEvent.click(document.querySelector('.adm-mask-aria-button')!);
    expect(onClose).toHaveBeenCalledWith({ success: false });
  });

  it('keeps the popup open and shows the server message when the submit fails', async () => {
    const onClose = vi.fn();
    render(
      <RatingPopup
        visible
        subject={subject}
        loadTemplate={async () => template.slice(0, 1)}
        onSubmit={async () => {
          throw new Error('评价已提交过');
        }}
        onClose={onClose}
      />,
    );
    await screen.findByText('投保体验');
    fireEvent.click(stars('投保体验')[3]!);
    fireEvent.click(stars('服务态度')[3]!);
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价已提交过')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // The toast can paint before React re-renders the button: wait for it to be offered again.
    expect((await screen.findByRole('button', { name: '提交评价' })).hasAttribute('disabled')).toBe(false);
  });
});

describe('rating rules', () => {
  it('checks parameters in the spec order with their labels', () => {
    expect(missingParamMessage({})).toBe('缺少产品编码参数');
    expect(missingParamMessage({ productCode: 'X' })).toBe('缺少产品名称参数');
    expect(missingParamMessage({ productCode: 'X', productName: 'Y', bizNo: 'Z' })).toBe('缺少业务类型参数');
    expect(missingParamMessage(subject)).toBeNull();
  });
  it('shows 999+ above three digits', () => {
    expect(formatReviewCount(999)).toBe('999');
    expect(formatReviewCount(1000)).toBe('999+');
  });

  it('has a close button that closes without success (issue 13 item 16)', async () => {
    const onClose = vi.fn();
    render(
      <RatingPopup
        visible
        subject={subject}
        loadTemplate={async () => template}
        onSubmit={async () => {}}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledWith({ success: false });
  });
});
