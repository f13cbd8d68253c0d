/** zh-CN messages: the offline school channel and identity verification (docs/offline-channel.md, docs/identity.md). */
import { addSection } from '../registry';

export const identity = {
  'identity.intro': '请填写本人真实姓名和身份证号，提交后进行人脸核验。',
  'identity.name': '真实姓名',
  'identity.namePlaceholder': '请输入真实姓名',
  'identity.idNo': '身份证号',
  'identity.idNoPlaceholder': '请输入本人身份证号',
  'identity.submit': '下一步：人脸核验',
  'identity.submitting': '正在提交...',
  'identity.verified': '已实名',
  'identity.unverified': '未实名',
  'identity.faceVerified': '人脸核验已通过',
  'identity.status': '实名认证',
  'identity.go': '去认证',
  'identity.already': '您已完成实名认证',
  'identity.result.pass': '认证成功',
  'identity.result.passText': '{name}（{idNo}）已通过实名及人脸核验',
  'identity.result.fail': '认证失败',
  'identity.result.failText': '人脸核验未通过，请重新认证',
  'identity.result.pending': '认证未完成',
  'identity.result.pendingText': '人脸核验尚未完成，请重新认证',
  'identity.result.back': '返回',
  'identity.result.retry': '重新认证',
} as const;

addSection(identity);
