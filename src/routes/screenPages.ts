import type { PageLoader } from './shellPages';
import { growthPages } from '../growth/routes';

/**
 * Pages drawn by the screens (renderers/), mounted through the shell's containers in
 * src/pages/purchase (which pass the gateway calls and stored state in as props), and the pages of
 * the promoter/sharing area (src/growth/routes.ts, by path). A page that has not landed yet routes
 * to a clear "not available yet" page — never a fake product page.
 */
const insure = () => import('../pages/purchase/InsurePage');
const confirm = () => import('../pages/purchase/ConfirmPage');
const protocol = () => import('../pages/purchase/ProtocolPage');
const notify = () => import('../pages/purchase/NotifyPage');
const paymentResult = () => import('../pages/purchase/PaymentResultPage');

const screenEntries: Record<string, PageLoader> = {
  '/insure': insure,
  '/maincenter': insure,
  '/newProductInsure': insure,
  '/confirm': confirm,
  '/confirmIndex': confirm,
  '/confirmIndexOneConfig': confirm,
  '/confirmIndexForMulti': confirm,
  '/insurerenew': () => import('../pages/purchase/RenewalPage'),
  '/payoff': paymentResult,
  '/paySuccess': paymentResult,
  '/viewClause': protocol,
  '/checkProtocol': protocol,
  '/commonProtocolRead': protocol,
  '/insuranceClauses': protocol,
  '/descriptionAgreementDocuments': protocol,
  '/exemptionliability': protocol,
  '/healthInsuranceAgreements': protocol,
  '/calmCareNotify': notify,
  '/fuxingNotify': notify,
  '/insuranceNotificationAgreement': notify,
  '/estimateList': () => import('../pages/purchase/EstimateListPage'),
};

export function screenPage(path: string): PageLoader {
  return growthPages[path] ?? screenEntries[path] ?? (() => import('../pages/system/NotAvailablePage'));
}
