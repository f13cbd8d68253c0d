import type { ProductModel } from '../../../engine/model';
import type { AgentConfig } from '../../../engine/model';
import { chooseAgent } from '../../../engine/rules/agent';
import type { OrderContext } from '../../../renderers/screens/confirm/ConfirmScreen';
import { session } from '../../state/user';
import { storedPromoCode } from '../../growth/attribution/attribution';
import { eduSvc } from '../../api/edu-svc';
import { ensureSalesSerial } from '../../growth/recording/serial';

/**
 * What the confirm screen needs beyond the form: the operator, the sale's serial number for
 * idempotentSerialNo (the one its recording and tracking records are filed under: the order's trail
 * is then written once, growth/recording/serial.ts), and the agent the engine chooses (fixed agent,
 * promoter, staff, promo code).
 */
export async function orderContextFor(product: ProductModel): Promise<OrderContext> {
  const user = session.read();
  const serialNo = await ensureSalesSerial();
  const promoter = await eduSvc.queryPromotersInfo(undefined, { silent: true }).catch(() => undefined);
  const agentOf = (code: string | undefined, name: string | undefined): AgentConfig | undefined =>
    code
      ? {
          branchCode: user.branchCode ?? product.branch.code,
          branchName: user.branchName ?? product.branch.name,
          agentCode: code,
          agentName: name ?? '',
          departCode: '',
          departName: '',
        }
      : undefined;
  const fromPromoter = agentOf(promoter?.data?.managerUserCode, promoter?.data?.managerName);
  const fromStaff =
    user.isStaff === '1' ? agentOf(user.userCode, user.staffName ?? user.userName) : undefined;
  const promoCode = storedPromoCode();
  const fromPromoCode = promoCode ? agentOf(promoCode, '') : undefined;
  const agent = chooseAgent(product, {
    ...(fromPromoter ? { promoter: fromPromoter } : {}),
    ...(fromStaff ? { staff: fromStaff } : {}),
    ...(fromPromoCode ? { promoCode: fromPromoCode } : {}),
  });
  const schanelCode = promoter?.data?.schanelCode ?? user.schanelCode;
  return {
    operator: user.userCode ?? '',
    idempotentSerialNo: serialNo,
    ...(agent ? { agent } : {}),
    ...(schanelCode ? { schanelCode } : {}),
  };
}
