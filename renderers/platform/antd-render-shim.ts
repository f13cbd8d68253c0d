/**
 * antd-mobile 5 renders Toast, Modal and Popup through ReactDOM.render, which React 19 removed.
 * Its documented compatibility hook takes a render function; call this once before any of them
 * (the app entry and Storybook's preview do). Calling it again is harmless.
 */
import { unstableSetRender } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type HostElement = (Element | DocumentFragment) & { _reactRoot?: Root };

let installed = false;

export function installAntdRenderShim(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    const host = container as HostElement;
    host._reactRoot ??= createRoot(host);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before the root goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
