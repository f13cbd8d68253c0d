import type { Locale } from '../../../engine/messages';
import { format } from '../../../engine/messages';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CashierView {
  tradeNo: string;
  orderCode: string;
  productName: string;
  amountYuan: string;
  status: string;
  actionBase: string;
  locale: Locale;
}

/** The sandbox cashier: a small, mobile-first page with pay / cancel / fail buttons (no script). */
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
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#333;border:1px solid #ddd}.fail{background:#fff;color:#d4380d;border:1px solid #ffbb96}
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
${open ? button('pay', t('gw.biz.cashierPay'), 'pay') + button('cancel', t('gw.biz.cashierCancel'), 'cancel') + button('fail', t('gw.biz.cashierFail'), 'fail') : `<div class="card">${t('gw.biz.notPayable')}</div>`}
</body>
</html>`;
}
