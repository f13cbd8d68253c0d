/**
 * zh-CN messages: validation. Spec messages are verbatim (../shared/spec/storefront-spec.md §5, §8).
 * Keys not given by the spec are marked "project wording" and follow the spec's style.
 */
import { addSection } from '../registry';

export const validation = {
  // §5 ID card: one message pair per subject (holder 投保人 / insured 被保人 / custody subject 监护对象).
  'validation.holderIdCardLength': '投保人身份证号位数有误!',
  'validation.holderIdCardInvalid': '投保人身份证号码校验错误!',
  'validation.insuredIdCardLength': '被保人身份证号位数有误!',
  'validation.insuredIdCardInvalid': '被保人身份证号码校验错误!',
  'validation.custodyIdCardLength': '监护对象身份证号位数有误!',
  'validation.custodyIdCardInvalid': '监护对象身份证号码校验错误!',
  'validation.mobile': '请填写正确的手机号!',
  'validation.email': '请填写正确的邮箱',
  'validation.name': '请输入2-20位中文名或汉字和字母任意组合!',
  'validation.chineseName': '中文名，2(含)-20(含)位',
  // project wording, in the style of the Chinese-name message (the spec gives no English-name message)
  'validation.englishName': '英文名，2(含)-30(含)位',
  'validation.password': '请输入8-16字母数字特殊字符组合密码!',
  // project wording (the spec gives the rule, not the message)
  'validation.hkMoTwCard': '港澳台证件号码格式有误!',
  'validation.formIncomplete': '请完善投保信息!',
  // project wording (the spec gives the rule, not the message)
  'validation.protocolsUnread': '请先阅读全部条款!',
} as const;

addSection(validation);
