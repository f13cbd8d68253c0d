import { format, type Locale } from '../../../engine/messages';
import '../../../engine/messages/gateway-messages'; // the gateway's messages

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox face-check page: the tester passes or fails the check (no camera, no script). */
export function facePage(v: {
  actionBase: string;
  name: string;
  idNo: string;
  open: boolean;
  locale: Locale;
}): string {
  const t = (key: Parameters<typeof format>[0], params?: Record<string, string>) =>
    escape(format(key, params, v.locale));
  const button = (result: string, label: string, color: string) =>
    `<form method="post" action="${escape(v.actionBase)}/${result}"><button style="background:${color}" type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="${v.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('gw.biz.faceTitle')}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8}
header{background:#1677ff;color:#fff;padding:16px;text-align:center;font-size:18px}
p{margin:24px 16px;font-size:15px;color:#333}form{margin:12px 16px}
button{width:100%;height:48px;border:0;border-radius:24px;color:#fff;font-size:17px}</style></head>
<body><header>${t('gw.biz.faceTitle')}</header>
<p>${t('gw.biz.faceHint', { name: v.name, idNo: v.idNo })}</p>
${v.open ? button('pass', t('gw.biz.facePass'), '#1677ff') + button('fail', t('gw.biz.faceFail'), '#d4380d') : ''}
</body></html>`;
}
