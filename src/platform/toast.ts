/**
 * Toasts, loaded on first use so antd-mobile's Toast (and react-spring) stay out of the entry chunk.
 */
import type * as ToastImpl from './toastImpl';
// One promise for every call, so that toasts asked for while the chunk loads show in call order.
let loading: Promise<typeof ToastImpl> | undefined;
const load = () =>
  (loading ??= import('./toastImpl').catch((error: unknown) => {
    loading = undefined; // a failed download is tried again on the next call
    throw error;
  }));

export function toastFail(message: string): void {
  void load().then((m) => m.showFail(message));
}
export function toastSuccess(message: string): void {
  void load().then((m) => m.showSuccess(message));
}
export function toastText(message: string, durationMs?: number): void {
  void load().then((m) => m.showText(message, durationMs));
}
