import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Request as OrderRequest } from '../../../contract/order/submitOrderV2';
import { SubmitUnanswered } from '../../../renderers/screens/confirm/submit-unanswered';
import { ApiFailure } from '../../api/failure';
import { memoryStorage } from '../../state/userStorage';

const { submitOrderV2, resubToken, user } = vi.hoisted(() => ({
  submitOrderV2: vi.fn(),
  resubToken: vi.fn(),
  user: { userCode: 'U1' as string | undefined },
}));
vi.mock('../../api/order', () => ({ orderSvc: { submitOrderV2 } }));
vi.mock('../../api/idg-svc', () => ({ idgSvc: { resubToken } }));
vi.mock('../../api/instance', () => ({
  clientTexts: () => ({ fetchFailed: (name: string) => `获取${name}失败` }),
}));
vi.mock('../../state/user', () => ({ session: { read: () => ({ ...user }) } }));

const { orderSubmitter } = await import('./orderSubmitter');

const request = (name: string) =>
  ({ operator: 'U1', applicationForms: { insureds: [{ name }] } }) as unknown as OrderRequest;
const lost = () => new ApiFailure('____', '获取数据失败', 'network');
const ok = {
  code: '0000',
  data: { orderCode: 'OD1', applicationFormCode: 'AF1', totalPremium: 100, status: '0' },
};
const sentTokens = () =>
  submitOrderV2.mock.calls.map(
    (call) => (call[1] as { headers: Record<string, string> }).headers['X-RESUB-TOKEN'],
  );

describe('the confirm page’s order submit', () => {
  let issued = 0;
  beforeEach(() => {
    submitOrderV2.mockReset();
    resubToken.mockReset().mockImplementation(async () => ({ code: '0000', data: `tok-${++issued}` }));
    user.userCode = 'U1';
  });

  it('sends an unanswered submit again with its token after a reload (a new page, the same sessionStorage)', async () => {
    const storage = memoryStorage();
    let now = 1_000;
    const first = orderSubmitter(storage, () => now);
    submitOrderV2.mockRejectedValueOnce(lost());
    await expect(first(request('李小明'))).rejects.toBeInstanceOf(SubmitUnanswered);

    now += 60_000;
    const reloaded = orderSubmitter(storage, () => now);
    expect(reloaded.isUnanswered(request('李小明'))).toBe(true);
    expect(reloaded.isUnanswered(request('李小红'))).toBe(false);
    submitOrderV2.mockResolvedValueOnce(ok);
    await expect(reloaded(request('李小明'))).resolves.toEqual(ok);
    expect(resubToken).toHaveBeenCalledTimes(1);
    const [firstToken, secondToken] = sentTokens();
    expect(secondToken).toBe(firstToken);

    // Answered: used up. The next submit (of anything) takes a new token.
    expect(reloaded.isUnanswered(request('李小明'))).toBe(false);
    submitOrderV2.mockResolvedValueOnce(ok);
    await reloaded(request('李小明'));
    expect(sentTokens()[2]).not.toBe(firstToken);
  });

  it('a proxy that gave up on the gateway (504 without the gateway’s reply) is no answer: the retry sends the same token', async () => {
    const storage = memoryStorage();
    const submit = orderSubmitter(storage, () => 1_000);
    submitOrderV2.mockRejectedValueOnce(new ApiFailure('____', '获取数据失败', 'http', 504));
    await expect(submit(request('李小明'))).rejects.toBeInstanceOf(SubmitUnanswered);
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小明'));
    expect(sentTokens()[1]).toBe(sentTokens()[0]);

    // The gateway's own failure, with its code, is an answer: the token is used up.
    submitOrderV2.mockRejectedValueOnce(new ApiFailure('9999', '系统繁忙', 'http', 503));
    await expect(submit(request('李小红'))).rejects.toThrow('系统繁忙');
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小红'));
    expect(sentTokens()[3]).not.toBe(sentTokens()[2]);
  });

  it('uses the token up on a refusal too, and never gives it to another user or another form', async () => {
    const storage = memoryStorage();
    const submit = orderSubmitter(storage, () => 1_000);
    submitOrderV2.mockRejectedValueOnce(lost());
    await expect(submit(request('李小明'))).rejects.toBeInstanceOf(SubmitUnanswered);

    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小红')); // the parent changed the insured: a fresh token
    user.userCode = 'U2';
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小明')); // another account on this phone: a fresh token
    user.userCode = 'U1';
    submitOrderV2.mockRejectedValueOnce(new ApiFailure('4090', '已投保该产品', 'code'));
    await expect(submit(request('李小明'))).rejects.toThrow('已投保该产品'); // the kept one, refused
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小明'));
    const [lostToken, other, otherUser, kept, after] = sentTokens();
    expect(kept).toBe(lostToken);
    expect(new Set([lostToken, other, otherUser, after]).size).toBe(4);
  });

  it('takes a new token once the kept one is past the gateway’s lifetime', async () => {
    const storage = memoryStorage();
    let now = 1_000;
    const submit = orderSubmitter(storage, () => now);
    submitOrderV2.mockRejectedValueOnce(lost());
    await expect(submit(request('李小明'))).rejects.toBeInstanceOf(SubmitUnanswered);
    now += 30 * 60 * 1000;
    expect(submit.isUnanswered(request('李小明'))).toBe(false);
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小明'));
    const [first, second] = sentTokens();
    expect(second).not.toBe(first);
  });

  it('keeps the token in the page when storage refuses it', async () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const submit = orderSubmitter(full, () => 1_000);
    submitOrderV2.mockRejectedValueOnce(lost());
    await expect(submit(request('李小明'))).rejects.toBeInstanceOf(SubmitUnanswered);
    submitOrderV2.mockResolvedValueOnce(ok);
    await submit(request('李小明'));
    const [first, second] = sentTokens();
    expect(second).toBe(first);
  });
});
