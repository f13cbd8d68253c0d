/** zh-CN messages: the information pages (articles, PDF and image viewers, diagnostics). Registered when a module that uses them imports this file (docs/app-shell.md, "Messages"). */
import { addSection } from '../registry';

export const info = {
  'shell.info.weixin': '请在微信客户端中打开此页面',
  'shell.info.paySuccess': '支付成功',
  'shell.info.paySuccessHint': '您的订单已支付成功，保单出单后可在「我的保单」中查看。',
  'shell.info.viewPolicies': '查看我的保单',
  'shell.info.payPending': '支付结果确认中，请稍后在「我的保单」中查看。',
  'shell.info.richTextMissing': '缺少文章编号',
  'shell.info.articleMissing': '暂无内容',
  'shell.pdf.refused': '无法打开该文件',
  'shell.pdf.reason.missing': '缺少文件地址',
  'shell.pdf.reason.badEncoding': '文件地址格式有误',
  'shell.pdf.reason.notAllowed': '仅支持打开本站或网关提供的文件',
  'shell.pdf.failed': '文件加载失败',
  'shell.pdf.linkRefused': '文件链接已失效',
  'shell.pdf.linkRefusedDetail': '为保护您的信息，文件链接仅短时有效，请返回后重新打开',
  'shell.diag.version': '版本',
  'shell.diag.gateway': '网关',
  'shell.diag.reachable': '可访问（{ms} ms，服务器时间 {time}）',
  'shell.diag.unreachable': '不可访问：{reason}',
  'shell.diag.ok': '可用',
  'shell.diag.unavailable': '不可用',
  'shell.diag.snapshot': '会话快照',
  'shell.diag.login': '已登录',
  'shell.diag.yes': '是',
  'shell.diag.no': '否',
};

addSection(info);
