import { routes, type RouteName } from '../../../engine/routes/table';

/**
 * The routes of a purchase flow (spec §2 purchase, confirm and agreement/viewer pages): while the
 * buyer is on one of them, the sale is being recorded; leaving to any other page without an order is
 * an exit. Route names of the table, not paths, so the table stays the one place paths are written.
 */
export const SALES_FLOW_ROUTES: readonly RouteName[] = [
  'insure',
  'maincenter',
  'newProductInsure',
  'calmCareNotify',
  'fuxingNotify',
  'insuranceNotificationAgreement',
  'confirm',
  'confirmIndex',
  'confirmIndexOneConfig',
  'confirmIndexForMulti',
  'descriptionAgreementDocuments',
  'exemptionliability',
  'healthInsuranceAgreements',
  'insuranceClauses',
  'viewImage',
  'checkProtocol',
  'commonProtocolRead',
  'viewClause',
];

/** Where a flow ends with an order (spec §2 payment pages; /paySuccess carries the orderCode query). */
export const PAYMENT_ROUTES: readonly RouteName[] = ['payoff', 'paySuccess'];

const flowPaths = new Set(SALES_FLOW_ROUTES.map((name) => routes[name].path));
const paymentPaths = new Set(PAYMENT_ROUTES.map((name) => routes[name].path));

/** The order a flow ended in: the flow record's, or on a payment page the orderCode of its query. */
export function flowOrderCode(
  pathname: string,
  query: URLSearchParams,
  recordOrderCode: string | undefined,
): string | undefined {
  return recordOrderCode ?? (paymentPaths.has(pathname) ? (query.get('orderCode') ?? undefined) : undefined);
}

export const isSalesFlowPath = (pathname: string): boolean => flowPaths.has(pathname);

export type FlowAction =
  | { kind: 'start'; productCode: string }
  | { kind: 'finish'; orderCode: string }
  | { kind: 'exit' }
  | { kind: 'none' };

/**
 * What the recording does on a navigation or a record change (pure): start on a flow page with a
 * product, finish once the flow has an order, exit when the buyer leaves the flow without one.
 */
export function flowAction(input: {
  pathname: string;
  productCode: string | undefined;
  orderCode: string | undefined;
  recording: boolean;
}): FlowAction {
  if (input.recording && input.orderCode) return { kind: 'finish', orderCode: input.orderCode };
  const inFlow = isSalesFlowPath(input.pathname);
  if (inFlow && !input.orderCode && input.productCode)
    return { kind: 'start', productCode: input.productCode };
  if (!inFlow && input.recording) return { kind: 'exit' };
  return { kind: 'none' };
}
