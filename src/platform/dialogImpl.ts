import { Dialog } from 'antd-mobile';

export const confirm = (content: string, confirmText: string, cancelText: string): Promise<boolean> =>
  Dialog.confirm({ content, confirmText, cancelText });
