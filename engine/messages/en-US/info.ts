import type { info as zh } from '../zh-CN/info';

/** en-US messages: the information pages (articles, PDF and image viewers, diagnostics) (same keys as zh-CN). */
export const info: Record<keyof typeof zh, string> = {
  'shell.info.weixin': 'Please open this page in the messaging app',
  'shell.info.paySuccess': 'Payment succeeded',
  'shell.info.paySuccessHint':
    'Your order is paid. Once the policy is issued you can find it in My policies.',
  'shell.info.viewPolicies': 'View my policies',
  'shell.info.payPending': 'Confirming the payment result; please check My policies shortly.',
  'shell.info.richTextMissing': 'No article id given',
  'shell.info.articleMissing': 'Nothing here yet',
  'shell.pdf.refused': 'This file cannot be opened',
  'shell.pdf.reason.missing': 'No file address given',
  'shell.pdf.reason.badEncoding': 'The file address is malformed',
  'shell.pdf.reason.notAllowed': 'Only files from this site or its gateway can be opened',
  'shell.pdf.failed': 'Failed to load the file',
  'shell.pdf.linkRefused': 'This file link is no longer valid',
  'shell.pdf.linkRefusedDetail':
    'To protect your information, file links are valid for a short time only. Go back and open it again.',
  'shell.diag.version': 'Version',
  'shell.diag.gateway': 'Gateway',
  'shell.diag.reachable': 'reachable ({ms} ms, server time {time})',
  'shell.diag.unreachable': 'unreachable: {reason}',
  'shell.diag.ok': 'available',
  'shell.diag.unavailable': 'unavailable',
  'shell.diag.snapshot': 'Session snapshot',
  'shell.diag.login': 'Logged in',
  'shell.diag.yes': 'yes',
  'shell.diag.no': 'no',
};
