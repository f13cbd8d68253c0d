/**
 * Every story renders on a phone (390×844) with antd-mobile's React 19 render shim installed, so
 * Toast, Modal and Popup work exactly as in the app.
 */
import type { Preview } from '@storybook/react-vite';
import { installAntdRenderShim } from '../renderers/platform/antd-render-shim';

installAntdRenderShim();

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
};

export default preview;
