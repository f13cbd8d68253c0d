import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai/react';
import { installAntdRenderShim } from '../renderers/platform/antd-render-shim';
import { appStore } from './state/store';
import { restoreSnapshot, saveOnHide } from './state/snapshot';
import { buildRouter } from './app/router';
import { attachRouter } from './app/navigation';
import { installAppEffects } from './app/effects';
import './app/app.css';

// antd-mobile on React 19: the render shim goes in before any Toast, Modal or Popup can open.
installAntdRenderShim();

// The app state saved when the page was hidden comes back before the first route runs.
restoreSnapshot(appStore, window.sessionStorage);
saveOnHide(appStore, window.sessionStorage, window);

const router = buildRouter();
attachRouter(router);
installAppEffects();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
