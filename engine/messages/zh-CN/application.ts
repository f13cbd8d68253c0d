/**
 * zh-CN messages: the gateway's checks of a submitted application (engine/rules/validate-application.ts,
 * submitOrder v2). Only the gateway runs them, so a phone never downloads these strings; the form's
 * own checks speak through the validation and engine sections. {field} names the field.
 */
import { addSection } from '../registry';

export const application = {
  'engine.submit.invalid': '{field}：{message}',
  'engine.submit.wrongProduct': '产品代码与投保单不一致',
  'engine.submit.unknownPlan': '未找到保障方案：{code}',
  'engine.submit.premiumMismatch': '保费与方案不符：应为{expected}元',
  'engine.submit.badDate': '{field}日期格式有误',
  'engine.field.birthday': '出生日期',
  'engine.field.sex': '性别',
  'engine.submit.idMismatch': '{field}与身份证号码不符',
  'engine.submit.notTheHolder': '被保险人{name}与投保人证件不同，不是投保人本人',
  'engine.region.unknownCode': '地区代码{code}不存在，请重新选择所在地区',
  'engine.region.notWithin': '{name}（{code}）不在{parentName}（{parentCode}）内，请重新选择所在地区',
  'engine.region.noParent': '地区代码{code}缺少所属的省份或城市，请重新选择所在地区',
  'engine.submit.notForSale': '该产品暂不支持在线投保',
} as const;

addSection(application);
