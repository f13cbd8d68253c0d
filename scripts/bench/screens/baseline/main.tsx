/** The bench's hand-written baseline page (never part of the app build). */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { BaselineForm } from './BaselineForm';

// antd-mobile 5 on React 19: its documented render shim (Picker popups render through it).
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  host._reactRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host._reactRoot?.unmount();
  };
});

createRoot(document.getElementById('root') as HTMLElement).render(<BaselineForm />);
