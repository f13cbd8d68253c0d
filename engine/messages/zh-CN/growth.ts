/** zh-CN messages: growth (promoters, sharing, signed agreements, the sales-process record). Spec messages verbatim. */
import { addSection } from '../registry';

export const growth = {
  // Sales-process record: tracking details (spec §8)
  'growth.track.flowStart': '进入投保流程',
  'growth.track.orderSubmitted': '投保成功，订单号{orderCode}',
  'growth.track.flowExit': '退出投保流程',
  'growth.track.resumed': '页面重新打开，继续录制',
} as const;

addSection(growth);
