/**
 * The attribution the gateway vouches for on a submit (issue 12, defect 6): who may be the order's
 * agent, from the database and the session, never from the client's word. The engine's chooseAgent
 * then picks among them exactly as the app does (fixed agent, promoter, staff, promo code).
 */
import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';
import { displayName, findUserByCode } from '../../accounts/users';
import type { AgentConfig } from '../../../engine/model';
import type { AgentSources } from '../../../engine/rules/agent';
import type { ApplicationForm } from '../../../contract/order/shapes';
import type { BizUser } from '../gateway/context';
import type { Translate } from './submit';

/** A promoter as an agent, with the name and branch the gateway holds for them; null if not a promoter. */
async function promoterAgent(db: Db, userCode: string): Promise<AgentConfig | null> {
  const user = await findUserByCode(db, userCode);
  if (!user || !(user.is_staff || user.license_number)) return null;
  return {
    branchCode: user.branch_code ?? '',
    branchName: user.branch_name ?? '',
    agentCode: user.user_code,
    agentName: displayName(user),
    departCode: '',
    departName: '',
  };
}

/** The agent code the client names (agents[0].agentCode), if any. */
function claimedAgentCode(form: ApplicationForm): string | null {
  const agents = (form as { agents?: unknown }).agents;
  if (!Array.isArray(agents) || agents.length === 0) return null;
  const code = (agents[0] as { agentCode?: unknown } | null)?.agentCode;
  return typeof code === 'string' && code.trim() ? code.trim() : null;
}

/**
 * The caller's promoter relation (biz_customers), the caller as staff, and — only as the last
 * resort chooseAgent gives it — a promo code the client names, which must be a real promoter
 * (else 400 naming agents.agentCode: an invented staff code would move commission).
 */
export async function agentSourcesFor(
  db: Db,
  user: BizUser,
  form: ApplicationForm,
  fixedAgentCode: string | undefined,
  t: Translate,
): Promise<AgentSources> {
  // A product with a fixed agent gives every order to them (chooseAgent): nothing else counts.
  if (fixedAgentCode) return {};
  const relation = await db.one<{ manager_user_code: string }>(
    'SELECT manager_user_code FROM biz_customers WHERE customer_user_code = $1',
    [user.userCode],
  );
  const promoter = relation ? await promoterAgent(db, relation.manager_user_code) : null;
  const staff = user.isStaff ? await promoterAgent(db, user.userCode) : null;
  const claimed = claimedAgentCode(form);
  let promoCode: AgentConfig | null = null;
  if (claimed && claimed !== user.userCode && claimed !== promoter?.agentCode) {
    promoCode = await promoterAgent(db, claimed);
    if (!promoCode) throw new ApiError(Codes.badInput, t('gw.biz.agentUnknown', { code: claimed }), 400);
  }
  return {
    ...(promoter ? { promoter } : {}),
    ...(staff ? { staff } : {}),
    ...(promoCode ? { promoCode } : {}),
  };
}
