import type { Locale } from '../../../engine/messages';
import { format } from '../../../engine/messages';
import '../../../engine/messages/gateway-messages'; // the gateway's messages

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CashierView {
  tradeNo: string;
  orderCode: string;
  productName: string;
  amountYuan: string;
  status: string;
  actionBase: string;
  /** Where the app wants the buyer back (its result page), for a trade that is already closed. */
  backUrl: string;
  locale: Locale;
}

const CLOSED_TEXT = {
  SUCCESS: 'gw.biz.cashierClosed.SUCCESS',
  FAILED: 'gw.biz.cashierClosed.FAILED',
  CANCELLED: 'gw.biz.cashierClosed.CANCELLED',
  REFUNDED: 'gw.biz.cashierClosed.REFUNDED',
} as const;

/**
 * The sandbox cashier: a small, mobile-first page with pay / cancel / fail buttons (no script). A
 * closed trade (the buyer came back to it with the browser's back button) says how it ended and
 * links back to the app's result page, instead of a bare "cannot be paid".
 */
export function cashierPage(v: CashierView): string {
  const t = (key: Parameters<typeof format>[0]) => escape(format(key, undefined, v.locale));
  const open = v.status === 'WAITING';
  const button = (action: string, label: string, style: string) =>
    `<form method="post" action="${escape(v.actionBase)}/${action}"><button class="${style}" type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="${v.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${t('gw.biz.cashierTitle')}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#222}
header{background:#1677ff;color:#fff;padding:16px;font-size:18px;text-align:center}
.note{background:#fff7e6;color:#ad6800;font-size:13px;padding:8px 16px}
.card{background:#fff;margin:12px;border-radius:12px;padding:20px}
.amount{font-size:36px;font-weight:600;text-align:center;margin:8px 0 16px}
.row{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;color:#555}
form{margin:12px}
button{width:100%;height:48px;border-radius:24px;border:0;font-size:17px}
.pay{background:#1677ff;color:#fff}.backwrap{margin:12px}.back{display:block;line-height:48px;height:48px;border-radius:24px;text-align:center;text-decoration:none}.cancel{background:#fff;color:#333;border:1px solid #ddd}.fail{background:#fff;color:#d4380d;border:1px solid #ffbb96}
</style>
</head>
<body>
<header>${t('gw.biz.cashierTitle')}</header>
<div class="note">${t('gw.biz.cashierSandbox')}</div>
<div class="card">
<div class="row"><span>${t('gw.biz.cashierAmount')}</span></div>
<div class="amount">¥${escape(v.amountYuan)}</div>
<div class="row"><span>${t('gw.biz.cashierProduct')}</span><span>${escape(v.productName)}</span></div>
<div class="row"><span>${t('gw.biz.cashierOrder')}</span><span>${escape(v.orderCode)}</span></div>
</div>
${open ? button('pay', t('gw.biz.cashierPay'), 'pay') + button('cancel', t('gw.biz.cashierCancel'), 'cancel') + button('fail', t('gw.biz.cashierFail'), 'fail') : closedCard(v, t)}
</body>
</html>`;
}

/** A trade that left WAITING: how it ended, and the way back to the app. */
function closedCard(v: CashierView, t: (key: Parameters<typeof format>[0]) => string): string {
  const key =
    v.status in CLOSED_TEXT ? CLOSED_TEXT[v.status as keyof typeof CLOSED_TEXT] : 'gw.biz.notPayable';
  return `<div class="card" role="status">${t(key)}</div><div class="backwrap"><a class="pay back" href="${escape(v.backUrl)}">${t('gw.biz.cashierBack')}</a></div>`;
}
