import type { Client } from './client';

/** Starts payment of an order: the cashier URL of a new (or the waiting) trade. */
export async function openCashier(
  client: Client,
  orderCode: string,
): Promise<{ tradeNo: string; payUrl: string; amount: number }> {
  const answer = await client.postOnce<{ tradeNo: string; payUrl: string; amount: number }>(
    '/ins-order/orderPay/payOrder/edu/weixin',
    { orderCode },
  );
  if (answer.code !== '0000') throw new Error(`payOrder: ${answer.msg}`);
  return answer.data;
}

/** Presses a cashier button like the buyer's browser (a form post), answering the redirect target. */
export async function pressCashier(payUrl: string, action: 'pay' | 'cancel' | 'fail'): Promise<string> {
  const res = await fetch(`${payUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`cashier ${action}: ${res.status}`);
  return res.headers.get('location') ?? '';
}

/** Waits until the asynchronous notify has moved the order's latest trade out of WAITING. */
export async function settled(client: Client, orderCode: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const trades = await client.get<{ list: { status: string }[] }>(
      `/pay-svc/api/v1/trades?orderCode=${orderCode}`,
    );
    const status = trades.data.list[0]?.status;
    if (status && status !== 'WAITING') return status;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('notify never arrived');
}

/** Pays an order through the sandbox cashier and waits for the notify. */
export async function payThroughCashier(client: Client, orderCode: string): Promise<void> {
  const { payUrl } = await openCashier(client, orderCode);
  await pressCashier(payUrl, 'pay');
  await settled(client, orderCode);
}
