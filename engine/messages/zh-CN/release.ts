/** zh-CN messages: what buyers see of a release (what was sold; a product updated under a draft). The operators' tooling: ./release-diff.ts. */
import { addSection } from '../registry';

export const release = {
  // Order detail and replay: what was sold, from the archived manifest version.
  'release.sold.title': '所售保障（投保时的版本）',
  'release.sold.insurer': '承保公司',
  'release.sold.plan': '保障方案',
  // The e-policy: one cover line of the plan sold (per copy).
  'release.ePolicyCover': '  · {name}：{value}',
  // Buyers: a release between loading the page and submitting it (the insure/confirm screens).
  'release.productUpdated': '产品信息已更新，已为您保留填写的内容，请核对后继续',
  'release.draftFieldDropped': '产品信息已更新，“{label}”需重新填写',
  'release.visitorLoginHint': '登录后即可提交投保，已填写的内容会为您保留。',
  'release.visitorLogin': '去登录',
  'release.draftRestored': '已恢复您登录前填写的内容',
} as const;

addSection(release);
