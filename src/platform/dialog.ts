/** Confirm dialogs, loaded on first use (antd-mobile Dialog stays out of the entry chunk). */
export async function confirmDialog(
  content: string,
  confirmText: string,
  cancelText: string,
): Promise<boolean> {
  const { confirm } = await import('./dialogImpl');
  return confirm(content, confirmText, cancelText);
}
