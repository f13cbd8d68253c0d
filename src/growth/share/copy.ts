import { toastFail, toastSuccess } from '../../platform/toast';
import { gt } from '../text';
import '../../../engine/messages/zh-CN/promoter';

/** Copies a link: 操作成功！ on success, 生成二维码失败 (danger) when the clipboard refuses (spec §8). */
export async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    toastSuccess(gt('growth.share.copied'));
    return true;
  } catch {
    toastFail(gt('growth.share.qrFailed'));
    return false;
  }
}
