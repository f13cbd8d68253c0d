import { format } from '../../engine/messages';
import type { z } from 'zod/mini';
import type { market } from '../../contract/edu-svc/queryIdByArea';
import { appNavigate } from '../app/navigation';
import { confirmDialog } from '../platform/dialog';
import { getHref } from '../../engine/routes/table';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';
import { marketAtom } from '../state/market';
import { onOfflineConfirm, onRefuse, type MarketDecision, type MarketSummary } from './marketDecision';
import '../../engine/messages/zh-CN/markets';

/** A market as the decisions see it. */
/** Market status on/off = '1'/'2' (spec §3); the gateway also answers the online flag. */
export const MARKET_ON = '1';
type MarketRow = Pick<z.infer<typeof market>, 'id' | 'name' | 'status' | 'online'>;
export const summaryOf = (m: MarketRow): MarketSummary => ({
  id: m.id,
  name: m.name,
  online: m.status === MARKET_ON && m.online,
});

const text = (key: Parameters<typeof format>[0]) => format(key, undefined, appStore.get(localeAtom));

/** Makes `market` the current one and opens its home. */
export function enterMarket(market: MarketSummary, areaCode?: string): void {
  const state = appStore.get(marketAtom);
  appStore.set(marketAtom, { ...state, inited: true, market, ...(areaCode ? { areaCode } : {}) });
  appNavigate(getHref('insureMarketHome', { id: market.id }), { replace: true });
}

/**
 * Carries out a decision of ./marketDecision.ts: jump, open the choice page, or ask with the exact
 * §8 prompt and apply the answer (§4: offline refused → selection cleared; extra refused → keep current).
 */
export async function applyMarketDecision(decision: MarketDecision, areaCode?: string): Promise<void> {
  const state = appStore.get(marketAtom);
  switch (decision.kind) {
    case 'none':
      appStore.set(marketAtom, { ...state, inited: true });
      return;
    case 'go':
      enterMarket(decision.market, areaCode);
      return;
    case 'choose':
      appStore.set(marketAtom, { ...state, inited: true });
      appNavigate(getHref('locationMarketHome', { areaCode: areaCode ?? state.areaCode }));
      return;
    case 'askOffline':
    case 'askExtra': {
      const prompt =
        decision.kind === 'askOffline' ? text('shell.market.offline') : text('shell.market.extra');
      const jump = await confirmDialog(prompt, text('shell.market.jump'), text('shell.market.stay'));
      if (jump) {
        await applyMarketDecision(
          decision.kind === 'askOffline'
            ? onOfflineConfirm(decision)
            : { kind: 'go', market: decision.other },
          areaCode,
        );
        return;
      }
      const outcome = onRefuse(decision);
      const { market: _dropped, ...rest } = appStore.get(marketAtom);
      appStore.set(
        marketAtom,
        'keep' in outcome ? { ...rest, inited: true, market: outcome.keep } : { ...rest, inited: true },
      );
      return;
    }
  }
}
