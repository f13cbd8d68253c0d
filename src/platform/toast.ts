/**
 * Toasts, loaded on first use so antd-mobile's Toast (and react-spring) stay out of the entry chunk.
 */
const load = () => import('./toastImpl');

export function toastFail(message: string): void {
  void load().then((m) => m.showFail(message));
}
export function toastSuccess(message: string): void {
  void load().then((m) => m.showSuccess(message));
}
export function toastText(message: string, durationMs?: number): void {
  void load().then((m) => m.showText(message, durationMs));
}
