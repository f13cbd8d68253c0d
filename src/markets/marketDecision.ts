/**
 * What to do with the markets found for an area (spec §4 "Market status"). Pure: the pages ask
 * this, show the prompt it names, and apply the answer with `onConfirm`/`onRefuse` below.
 */
export type MarketSummary = { id: string; name: string; online: boolean };

export type MarketDecision =
  | { kind: 'none' }
  | { kind: 'go'; market: MarketSummary }
  | { kind: 'choose' }
  | { kind: 'askOffline'; chosen: MarketSummary; alternatives: MarketSummary[] }
  | { kind: 'askExtra'; current: MarketSummary; other: MarketSummary };

/** A market the user picked (by id, a share link or the choice page) was looked up. */
export function decideChosen(chosen: MarketSummary, areaMarkets: MarketSummary[]): MarketDecision {
  if (chosen.online) return { kind: 'go', market: chosen };
  const alternatives = areaMarkets.filter((m) => m.online && m.id !== chosen.id);
  return { kind: 'askOffline', chosen, alternatives };
}

/**
 * The markets of the user's area were loaded. First load: several → choice page, one → go there.
 * Already initialised with a current market: another market in the area → ask whether to jump.
 */
export function decideArea(
  areaMarkets: MarketSummary[],
  current: MarketSummary | undefined,
  inited: boolean,
): MarketDecision {
  const online = areaMarkets.filter((m) => m.online);
  if (online.length === 0)
    return current && !current.online ? decideChosen(current, areaMarkets) : { kind: 'none' };
  if (!inited || !current) {
    const [only] = online;
    return online.length === 1 && only ? { kind: 'go', market: only } : { kind: 'choose' };
  }
  if (!current.online) return decideChosen(current, areaMarkets);
  const other = online.find((m) => m.id !== current.id);
  return other ? { kind: 'askExtra', current, other } : { kind: 'none' };
}

/** The user accepted an offline prompt: one alternative → jump there, otherwise the choice page. */
export function onOfflineConfirm(decision: Extract<MarketDecision, { kind: 'askOffline' }>): MarketDecision {
  const [only] = decision.alternatives;
  return decision.alternatives.length === 1 && only ? { kind: 'go', market: only } : { kind: 'choose' };
}

/** Outcomes of refusing: offline → the selection is cleared; extra market → keep the current one. */
export type RefuseOutcome = { clearSelection: true } | { keep: MarketSummary };
export function onRefuse(
  decision: Extract<MarketDecision, { kind: 'askOffline' | 'askExtra' }>,
): RefuseOutcome {
  return decision.kind === 'askOffline' ? { clearSelection: true } : { keep: decision.current };
}
