/**
 * Toasts for the shell's pages, through the one loader of antd-mobile's overlays
 * (renderers/platform/overlays.ts): loaded on first use, shown in call order.
 */
import { showToast } from '../../renderers/platform/overlays';

export function toastFail(message: string): void {
  showToast({ icon: 'fail', content: message });
}
export function toastSuccess(message: string): void {
  showToast({ icon: 'success', content: message });
}
export function toastText(message: string, durationMs = 2000): void {
  showToast({ content: message, duration: durationMs });
}
