import type { FastifyInstance } from 'fastify';
import type { BizContext } from '../../domain/gateway/context';
import { registerPolicyReads } from './policies';
import { registerEduPayments } from './payments';
import { registerMarketsAndSchools } from './markets';
import { registerPromoters } from './promoters';
import { registerSchedule } from './schedule';
import { registerAgreements } from './agreements';
import { registerContractSite } from './contract-site';
import { registerContractCerts } from './contract-certs';
import { registerArticles } from './articles';
import { registerOffline } from './offline';
import { registerEPolicy } from './epolicy';
import { registerMail } from './mail';
import { registerBenefits } from './benefits';

/** edu-svc: the education service's calls (spec §7), grouped by concern. */
export async function registerEduSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  await registerPolicyReads(app, ctx);
  await registerEduPayments(app, ctx);
  await registerMarketsAndSchools(app, ctx);
  await registerPromoters(app, ctx);
  await registerSchedule(app, ctx);
  await registerAgreements(app, ctx);
  await registerContractSite(app, ctx);
  await registerContractCerts(app, ctx);
  await registerArticles(app, ctx);
  await registerOffline(app, ctx);
  await registerEPolicy(app, ctx);
  await registerMail(app, ctx);
  await registerBenefits(app, ctx);
}
