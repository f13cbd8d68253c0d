/**
 * The app itself: state, router, effects and the first render. Loaded by src/main.tsx once a
 * product route's prerendered first screen has been painted (its chunks are downloaded meanwhile).
 */
import './zod-jitless'; // first: before any module builds a zod schema
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai/react';
import { installAntdRenderShim } from '../../renderers/platform/antd-render-shim';
import { appStore } from '../state/store';
import { restoreSnapshot, saveOnHide } from '../state/snapshot';
import { buildRouter } from './router';
import { LocaleRoot } from './LocaleRoot';
import { attachRouter } from './navigation';
import { installAppEffects } from './effects';
import { FIRST_SCREEN_FAILSAFE_MS, revealApp } from './firstScreen';

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
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={appStore}>
        <LocaleRoot>
          <RouterProvider router={router} />
        </LocaleRoot>
      </Provider>
    </StrictMode>,
  ),
);
