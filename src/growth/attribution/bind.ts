import { session } from '../../state/user';
import { ALL_SALE_CHANNEL, bindingFor, readAttribution, writeAttribution } from './attribution';
import { eduSvc } from '../../api/edu-svc';

let running: Promise<void> | null = null;

/**
 * Binds the stored attribution to the logged-in user: registerCustomer/addCustomer with the promo
 * code (the first promoter keeps the customer; the gateway answers who it is), the manager code and
 * the all-sale channel 05 in the stored user (spec §3, §6). A failure is logged only (spec §8).
 */
export function bindAttribution(userCode: string): Promise<void> {
  running ??= (async () => {
    const stored = readAttribution(window.localStorage);
    const binding = bindingFor(stored, userCode);
    if (binding.allSale && session.read().schanelCode !== ALL_SALE_CHANNEL)
      session.write({ schanelCode: ALL_SALE_CHANNEL });
    if (!binding.addCustomer) return;
    try {
      const reply = await eduSvc.addCustomer({ managerUserCode: binding.addCustomer }, { silent: true });
      if (reply.data) session.write({ managerUserCode: reply.data.managerUserCode });
    } finally {
      // One attempt per user and code: a code the gateway refuses is not retried on every page.
      writeAttribution(window.localStorage, { ...readAttribution(window.localStorage), boundTo: userCode });
    }
  })()
    .catch((error: unknown) => console.warn('[growth] binding the promo code failed', error))
    .finally(() => {
      running = null;
    });
  return running;
}
