import { PageModel } from '../markets/pageModel';
import { getHref, routes, MARKET_HOME, type RouteFlags, withQuery } from '../../engine/routes/table';

/**
 * The navigation guard of spec §2, as a pure decision: given where the user is going and what is
 * stored, say where to go instead and what to clear. The router applies it before every navigation.
 */
export type GuardInput = {
  /** the target path (no query), e.g. /policyList */
  pathname: string;
  /** the target query */
  query: URLSearchParams;
  /** the target route's flags; undefined for an unknown path */
  flags: RouteFlags | undefined;
  /** the user id stored locally ('' or undefined when not logged in) */
  userId: string | undefined;
  pageModel: PageModel;
  /** the current market's id (for the market home under ONLY_MARKET) */
  marketId: string | undefined;
  /** whether the query's productCode names a public product (only asked for routes with visitorsOnPublicProducts) */
  publicProduct?: boolean;
};

export type GuardDecision =
  { kind: 'redirect'; to: string } | { kind: 'proceed'; clearRecord: boolean; clearForm: boolean };

/** Query fields carried to the login page besides fullPath (spec §2). */
export const CARRIED_FIELDS = ['promoCode', 'partnerSource', 'productCode'] as const;

export function fullPathOf(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function guard(input: GuardInput): GuardDecision {
  const { flags } = input;
  const visitorMayFill = flags?.visitorsOnPublicProducts === true && input.publicProduct === true;
  if (flags?.requiresLogin && !input.userId && !visitorMayFill) {
    const carried: Record<string, string | undefined> = { fullPath: fullPathOf(input.pathname, input.query) };
    for (const field of CARRIED_FIELDS) carried[field] = input.query.get(field) ?? undefined;
    return { kind: 'redirect', to: withQuery(routes.login.path, carried) };
  }
  if (input.pathname === routes.home.path && input.pageModel === PageModel.ONLY_MARKET) {
    return { kind: 'redirect', to: getHref(MARKET_HOME, { id: input.marketId }) };
  }
  return { kind: 'proceed', clearRecord: flags?.clearRecord ?? false, clearForm: flags?.clearForm ?? false };
}
