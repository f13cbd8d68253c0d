import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { optionalUser, requireUser } from '../http/auth';
import { consumeResubToken } from '../http/resub';
import { userProfile } from '../accounts/users';
import type { BizContext } from '../domain/gateway/context';
import { loadProductPort } from '../domain/products/load';
import { defaultLifecycleConfig } from '../domain/lifecycle/transitions';
import { sweep } from '../domain/lifecycle/sweeper';
import { storeClauseSets } from '../domain/orders/clause-sets';
import { reconcilePaidTrades } from '../domain/orders/payments';
import { httpNotifySender } from '../providers/payment/provider';
import { selectBusinessProviders } from '../providers/business-providers';
import { archiveManifests } from '../domain/products/archive';
import { registerProdSvc } from './prod-svc';
import { registerEduSvc } from './edu-svc';
import { registerOrder } from './order';
import { registerInsOrder } from './ins-order';
import { registerInsSvc } from './ins-svc';
import { registerPolSvc } from './pol-svc';
import { registerPaySvc } from './pay-svc';
import { registerCommentSvc } from './comment-svc';
import { registerOpLog } from './op-log';

/** How often the lifecycle sweeper brings every order up to date with the clock (reads also sweep their owner's orders). */
const SWEEP_INTERVAL_MS = 15_000;
/** The scheduled reconciler pass looks at trades finished this recently (start-up looks at all). */
const RECONCILE_LOOKBACK_MS = 24 * 3600_000;

/** The payment window: config.paymentWindowMinutes, else PAYMENT_WINDOW_MINUTES, else 30 minutes. */
function paymentWindowMs(deps: AppDeps): number {
  const minutes = Number(deps.config.paymentWindowMinutes ?? process.env.PAYMENT_WINDOW_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : defaultLifecycleConfig.paymentWindowMs;
}

export async function createBizContext(deps: AppDeps): Promise<BizContext> {
  // Chosen by configuration; refuses a sandbox in production (before anything is served).
  const providers = selectBusinessProviders(deps.config, deps.businessProviders);
  const products = await loadProductPort(deps.config.productsDir, deps.clock);
  // A submitted order names its product's clause set (clause-sets.ts): the catalogue's are stored first.
  await storeClauseSets(deps.db, [
    ...products.list().map((product) => product.clauses),
    ...products.scheduledClauses(),
  ]);
  // Every version the gateway sells is archived, so an order reads what it was sold under (archive.ts).
  await archiveManifests(deps.db, deps.config.productsDir, deps.clock.now());
  return {
    deps,
    products,
    requireUser,
    optionalUser,
    userName: (userCode) => userProfile(deps.db, userCode),
    resub: (db, token, userCode) => consumeResubToken(db, token, userCode, deps.clock.now()),
    issuer: providers.issuer,
    lifecycle: { paymentWindowMs: paymentWindowMs(deps) },
    payment: providers.payment,
    sendNotify: httpNotifySender,
    esign: providers.esign,
    face: providers.face,
    oauth: providers.oauth,
    shareTickets: providers.shareTickets,
  };
}

/** Business services: prod-svc, edu-svc, ins-order/order, pay-svc, pol-svc, ins-svc, comment-svc, op-log — all under /_gw. */
export async function registerBusinessServices(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = await createBizContext(deps);
  await app.register(
    async (scope) => {
      await registerProdSvc(scope, ctx);
      await registerEduSvc(scope, ctx);
      await registerOrder(scope, ctx);
      await registerInsOrder(scope, ctx);
      await registerInsSvc(scope, ctx);
      await registerPolSvc(scope, ctx);
      await registerPaySvc(scope, ctx);
      await registerCommentSvc(scope, ctx);
      await registerOpLog(scope, ctx);
    },
    { prefix: '/_gw' },
  );

  // Payments first (a paid trade whose order missed the payment is settled before the sweeper could
  // time that order out), then time-driven transitions for everyone, off the request path.
  const reconcile = async (since: Date | null) => {
    for (const r of await reconcilePaidTrades(deps.db, deps.clock.now(), since)) {
      app.log.warn(
        { tradeNo: r.tradeNo, orderCode: r.orderCode, outcome: r.outcome },
        `reconciler: paid trade ${r.tradeNo} settled its order ${r.orderCode} (${r.outcome})`,
      );
    }
  };
  await reconcile(null);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile(new Date(deps.clock.now().getTime() - RECONCILE_LOOKBACK_MS))
      .then(() => sweep(deps.db, ctx.issuer, deps.clock.now()))
      .catch((error: unknown) => app.log.error({ err: error }, 'lifecycle sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
