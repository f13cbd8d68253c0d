/**
 * The SSR build's entry (scripts/build/route-preload.ts builds it, runs it in Node, deletes it):
 * the HTML of each public on-sale product's first screen — the app frame and the detail screen's
 * first sections, drawn by the same components as the running app — keyed by product code. Built
 * by Vite so that the components' imports (CSS, bundled images) resolve as they do in the app.
 * Static HTML: no handlers, no calls; what loads later (rating summary, reviews) shows its initial state.
 */
import { renderToString } from 'react-dom/server';
import { loadCatalogueFailSoft } from '../../engine/node';
import { DetailScreen } from '../../renderers/screens/detail/DetailScreen';
import { AppFrame } from '../../src/app/AppFrame';

const nothing = () => undefined;

/** Which products get one: public on-sale detail pages (a login-only page sends visitors away first). */
export async function renderFirstScreens(productsDir: string): Promise<Map<string, string>> {
  // A switched-off product (its manifest fails its checks) gets no first screen: its page says 产品暂不可售.
  const { catalogue } = await loadCatalogueFailSoft(productsDir);
  const html = new Map<string, string>();
  for (const entry of catalogue.index) {
    if (entry.kind !== 'onSale' || entry.requiresLogin) continue;
    const product = catalogue.productForCode(entry.productCode);
    if (!product) continue;
    html.set(
      entry.productCode,
      renderToString(
        <AppFrame title={entry.title} titleContentLang="zh-CN">
          <DetailScreen product={product} services={{}} onBuy={nothing} onShare={nothing} />
        </AppFrame>,
      ),
    );
  }
  return html;
}
