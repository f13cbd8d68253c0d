/**
 * Every product detail route (spec §2): the manifest's sections in order through the registry,
 * under a header with the name, labels and the rating tag with share; a buy bar at the bottom.
 * A title-only product (no longer sold) shows its title, says it is not on sale and leads home.
 */
import { Button } from 'antd-mobile';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useFormat } from '../../platform/locale';
import type { ProductModel } from '../../../engine/model';
import { getHref } from '../../../engine/routes/table';
import { ScreenServicesProvider, type Navigate, type ScreenServices } from '../../platform/services';
import { SectionDispatch } from '../../registry/SectionDispatch';
import { FixedFooter } from '../../widgets/fixed-footer/FixedFooter';
import { DetailHeader } from './DetailHeader';
import type { RatingSummary } from './RatingTag';
import { StartingPrice } from './StartingPrice';
import '../../../engine/messages/zh-CN/detail';

export interface DetailScreenProps {
  product: ProductModel;
  /** Navigation, asset URLs, review loading (see docs/renderers.md). */
  services: Partial<ScreenServices>;
  /**
   * Buy: the shell goes to the insure route (the guard sends a visitor to login first), on the plan
   * whose tab the buyer chose on this page (undefined: none chosen, the product's default).
   */
  onBuy: (planCode?: string) => void;
  /** Opens the share-poster modal. */
  onShare?: () => void;
  /** Average score and count for the rating tag. */
  loadRatingSummary?: () => Promise<RatingSummary>;
}

/**
 * Sections drawn in the first commit (with the header): the top of the page. The others follow one
 * per task, appended below, so the first paint needs only the first screen's render and layout and
 * no single task blocks the main thread for the whole page. Appending below moves nothing already
 * shown (no layout shift).
 */
const FIRST_SECTIONS = 3;

function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_SECTIONS));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => Math.min(total, n + 1))), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** Without a shell (a story), the link home is the hash route itself. */
const fallbackNavigate: Navigate = (to, query) => {
  window.location.hash = `#${getHref(to, query)}`;
};

export function DetailScreen({ product, services, onBuy, onShare, loadRatingSummary }: DetailScreenProps) {
  const format = useFormat();
  const shown = useProgressiveCount(product.kind === 'titleOnly' ? 0 : product.sections.length);
  // The plan tab last chosen in a guarantee section (a ref: choosing a tab redraws nothing else).
  const viewedPlan = useRef<string | undefined>(undefined);
  const withPlan = useMemo<Partial<ScreenServices>>(
    () => ({
      ...services,
      onPlanViewed: (planCode) => {
        viewedPlan.current = planCode;
      },
    }),
    [services],
  );
  // The buy bar does not change as sections are appended: the same element, so React skips it.
  const buyBar = useMemo(
    () => (
      <FixedFooter gap={12}>
        <StartingPrice product={product} />
        <Button color="primary" onClick={() => onBuy(viewedPlan.current)} style={{ flex: 1 }}>
          {format('screens.detail.buy')}
        </Button>
      </FixedFooter>
    ),
    [product, onBuy, format],
  );
  if (product.kind === 'titleOnly') {
    return (
      <main data-testid="detail-title-only" style={{ padding: 24, textAlign: 'center' }}>
        <h1 style={{ fontSize: 20 }}>{product.route.title || product.name}</h1>
        <p style={{ color: '#666', fontSize: 14, lineHeight: 1.6 }}>{format('screens.detail.notOnSale')}</p>
        <Button color="primary" onClick={() => (services.navigate ?? fallbackNavigate)('home')}>
          {format('screens.detail.toHome')}
        </Button>
      </main>
    );
  }
  // A leading banner sits above the header; every other section follows it, in manifest order.
  const leading = product.sections[0]?.type === 'banner' ? 1 : 0;
  return (
    <ScreenServicesProvider services={withPlan}>
      <main
        data-testid="detail-screen"
        style={{ background: '#f5f6f8', paddingBottom: 72, minHeight: '100vh' }}
      >
        {product.sections.slice(0, leading).map((section) => (
          <SectionDispatch key={section.key} section={section} product={product} />
        ))}
        <DetailHeader product={product} loadRatingSummary={loadRatingSummary} onShare={onShare} />
        {product.sections.slice(leading, Math.max(leading, shown)).map((section) => (
          <SectionDispatch key={section.key} section={section} product={product} />
        ))}
        {buyBar}
      </main>
    </ScreenServicesProvider>
  );
}
