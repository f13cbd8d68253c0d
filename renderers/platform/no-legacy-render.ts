/**
 * What the build puts in place of rc-util's React render (vite.config.ts `resolve.alias`): antd-mobile's
 * default for React ≤ 18 (ReactDOM.render, with Babel's async runtime: ~2.5 KB gzip on every route).
 * It never runs: the app entry and Storybook's preview install the React 19 render first
 * (./antd-render-shim.ts), and antd-mobile then renders its overlays through that.
 */
function notInstalled(): never {
  throw new Error('[renderers] antd-mobile rendered an overlay before installAntdRenderShim()');
}

export const render = notInstalled;
export const unmount = async (): Promise<void> => notInstalled();
