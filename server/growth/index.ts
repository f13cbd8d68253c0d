import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { loadProductPort } from '../domain/products/load';
import { orderNamesIn } from '../domain/products/names';
import { registerSalesRecords } from './sales-records';
import { registerPromoterReads } from './promoter';
import { rewardRateFrom } from './attribution';

/**
 * Growth services under /_gw/growth: the staff sales-process record (replay) and the promoter
 * aggregates the edu-svc calls do not give. Registered by server/app.ts after the business services.
 */
export async function registerGrowthServices(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const products = await loadProductPort(deps.config.productsDir);
  const rewardRate = rewardRateFrom(process.env, (message) => app.log.warn(message));
  await registerSalesRecords(app, deps);
  await registerPromoterReads(app, deps, {
    rewardRate,
    renewalLabelOf: (productCode) => products.get(productCode)?.renewalLabel ?? '',
    renewableProductCodes: () =>
      products
        .list()
        .filter((p) => p.renewalLabel !== '')
        .map((p) => p.productCode),
    orderNames: (locale) => orderNamesIn(products, locale),
  });
}
