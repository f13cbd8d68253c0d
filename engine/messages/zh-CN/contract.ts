/** zh-CN messages: the commission-contract flow pages (/lanshanContract, /jiningOfflineContract, /xuZhouOfflineSign). */
import { addSection } from '../registry';

export const contract = {
  'contract.title': '签署委托协议',
  'contract.noManagerHint': '该产品暂未配置客户经理，暂不能签约投保，请联系客服。',
  'contract.noProduct': '未找到该产品',
  'contract.manager': '客户经理',
  'contract.provider': '电子签章服务',
  'contract.terms': '协议条款',
  'contract.bailorName': '委托人姓名',
  'contract.bailorIdNo': '委托人身份证号',
  'contract.start': '合同起期',
  'contract.end': '合同止期',
  'contract.cert': '身份证照片',
  'contract.certPick': '上传身份证人像面',
  'contract.certUploaded': '证件信息已上传',
  'contract.certAlt': '已上传的身份证照片',
  'contract.certNeeded': '请先上传身份证照片',
  'contract.agree': '我已阅读并同意《委托协议》',
  'contract.agreeNeeded': '请先阅读并同意《委托协议》',
  'contract.sign': '签署协议',
  'contract.signed': '委托协议已签署',
  'contract.contractNo': '协议编号',
  'contract.signTime': '签署时间',
  'contract.term': '委托期限',
  'contract.view': '查看协议',
  'contract.continue': '继续投保',
  'contract.signAgain': '重新签署',
  'contract.alreadySigned': '您已签署该产品的委托协议',
} as const;

addSection(contract);
