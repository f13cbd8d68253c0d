/**
 * The app itself: state, router, effects and the first render. Loaded by src/main.tsx once a
 * product route's prerendered first screen has been painted (its chunks are downloaded meanwhile).
 */
import './zod-jitless'; // first: before any module builds a zod schema
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai/react';
import { installAntdRenderShim } from '../../renderers/platform/antd-render-shim';
import { appStore } from '../state/store';
import { restoreSnapshot, saveOnHide } from '../state/snapshot';
import { buildRouter } from './router';
import { AppRouterView } from './RouterView';
import { RootLayout } from './RootLayout';
import { LocaleRoot } from './LocaleRoot';
import { attachRouter } from './navigation';
import { installAppEffects } from './effects';
import { FIRST_SCREEN_FAILSAFE_MS, firstScreenOnShow, revealApp } from './firstScreen';
import { localeAtom } from '../state/locale';
import { isCatalogueLoaded, loadCatalogue } from '../../engine/messages';

// antd-mobile on React 19: the render shim goes in before any Toast, Modal or Popup can open.
installAntdRenderShim();

// The app state saved when the page was hidden comes back before the first route runs.
restoreSnapshot(appStore, window.sessionStorage);
saveOnHide(appStore, window.sessionStorage, window);

const router = buildRouter();
attachRouter(router);
installAppEffects();

setTimeout(revealApp, FIRST_SCREEN_FAILSAFE_MS);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first render is a transition: React yields to the browser every few ms instead of holding
// the main thread for the whole page (taps and scrolls on the first screen stay responsive).
const root = createRoot(container);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={appStore}>
          <LocaleRoot>
            <AppRouterView router={router} sliceFirstPage={firstScreenOnShow}>
              <RootLayout />
            </AppRouterView>
          </LocaleRoot>
        </Provider>
      </StrictMode>,
    ),
  );
// A restored English session loads its strings (their own chunk) before the first render; the
// usual Chinese start does not wait for anything.
const locale = appStore.get(localeAtom);
if (isCatalogueLoaded(locale)) render();
else void loadCatalogue(locale).finally(render);
