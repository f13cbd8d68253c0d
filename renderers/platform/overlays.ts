/**
 * antd-mobile's Toast and Dialog, loaded on first use: they and their motion layer (react-spring,
 * ~18 KB gzip) are not part of a screen's first paint, so a form that has not shown one yet has not
 * loaded them. Calls keep their order (a clear before a show clears the earlier toast, not the new one).
 */
import type { ToastShowProps } from 'antd-mobile';
import type * as Overlays from './antd-overlays';

// One promise for every call: their callbacks then run in the order of the calls (a toast shown
// while the chunk loads is replaced by the next, never by an earlier one).
let loading: Promise<typeof Overlays> | undefined;
const load = () =>
  (loading ??= import('./antd-overlays').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again on the next call
    throw error;
  }));

export function showToast(props: ToastShowProps): void {
  void load().then(({ Toast }) => Toast.show(props));
}

export function clearToast(): void {
  void load().then(({ Toast }) => Toast.clear());
}

/** antd-mobile's Dialog (with its mask and motion layer), loaded when one is shown. */
export async function loadDialog() {
  return (await load()).Dialog;
}
