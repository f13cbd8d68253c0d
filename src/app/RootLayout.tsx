import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from './routing';
import { useAtomValue } from 'jotai/react';
import { useT } from '../messages/useT';
import { localeAtom } from '../state/locale';
import { titleIn } from '../../engine/catalogue/product-index';
import { appBack } from './navigation';
import { AppFrame } from './AppFrame';
import { revealApp } from './firstScreen';
import { useCurrentRoute } from '../routes/handle';
import { homePage } from '../routes/entry-pages';
import { PageSkeleton } from '../ui/PageSkeleton';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { GrowthMounts } from '../growth/mounts';
import { RoutedPage, useRouterState, useScrollRestoration } from './RouterView';

const HomePage = lazy(homePage);

/**
 * The frame of every page: nav bar (title and back button from the route table), the kept-alive
 * home page, the routed page, scroll restoration (top on navigation, restored on back: ./RouterView.tsx).
 */
export function RootLayout() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const location = useLocation();
  const { match, loading } = useRouterState();
  useScrollRestoration();
  const route = useCurrentRoute()?.route;
  const catalogueRoute = match?.data;
  const product = catalogueRoute?.entry;
  const isHome = location.pathname === '/';
  const [homeMounted, setHomeMounted] = useState(isHome);
  if (isHome && !homeMounted) setHomeMounted(true);

  // A product page's title is the manifest's (content): in the reader's language where it translates it.
  const productTitle = !route && product ? titleIn(product, locale) : undefined;
  const title = route
    ? t(route.title)
    : (productTitle?.text ??
      t(
        match?.failed
          ? 'shell.common.loadFailed'
          : catalogueRoute?.contract
            ? 'shell.title.contract'
            : 'shell.common.notFound',
      ));
  useEffect(() => {
    document.title = title;
  }, [title]);

  // A product page reveals itself once drawn (ProductDetailPage); any other page at once.
  useLayoutEffect(() => {
    if (!product) revealApp();
  }, [product]);

  return (
    <AppFrame
      title={title}
      titleContentLang={productTitle?.lang}
      back={route?.back ? { onBack: appBack, label: t('shell.common.back') } : undefined}
      loadingLabel={loading ? t('shell.common.loading') : undefined}
      after={<GrowthMounts />}
    >
      {homeMounted && (
        <div hidden={!isHome} data-keep-alive="home">
          <ErrorBoundary homeLink={false}>
            <Suspense fallback={<PageSkeleton />}>
              <HomePage />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      {!isHome && (
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <RoutedPage />
          </Suspense>
        </ErrorBoundary>
      )}
    </AppFrame>
  );
}
