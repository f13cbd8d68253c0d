import type { ProductModel } from '../../../engine/model';
import { toastFail } from '../../platform/toast';
import { session } from '../../state/user';
import { gt } from '../text';
import { ClientCode, detectClient } from './client';
import { productLink, type ShareProduct } from './poster-model';
import { shareProductOf } from './open-poster';
import { loadMessagingSdk, type WxSdk } from './sdk';
import { eduSvc } from '../../api/edu-svc';
import { opLog } from '../../api/op-log';
import '../../../engine/messages/zh-CN/promoter';

export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The card of a product page (spec §6): product name plus the manifest's tagline; the link carries the manager code. */
export function shareCardOf(product: ShareProduct, appBase: string, managerCode: string): ShareCard {
  return {
    title: `${product.name} ${product.tagline}`.trim(),
    desc: product.tagline,
    link: productLink(appBase, product, managerCode),
    imgUrl: product.image ? new URL(product.image, appBase).href : '',
  };
}

/** Failure (spec §8): 'failed to get mini-program authorisation' shown and logged. */
function reportFailure(productCode: string, reason: string): void {
  const text = gt('growth.shareCard.authFailed');
  toastFail(text);
  void opLog
    .opIns(
      {
        opName: 'share',
        opNode: 'weChatShare',
        opDetail: `${gt('growth.shareCard.authFailed', undefined, 'zh-CN')}: ${reason}`.slice(0, 2000),
        productCode,
      },
      { silent: true },
    )
    .catch(() => undefined);
}

/**
 * Configures the messaging share card of a product page: signature (appid, timestamp, nonceStr,
 * signature) from edu-svc weChat/weChatShare for this page's URL, then the JS-SDK card. Only inside
 * the messaging app (client 0); elsewhere there is nothing to configure.
 */
export async function configureShareCard(
  model: ProductModel,
  env: { userAgent: string; href: string; sdk: () => Promise<WxSdk> } = browserEnv(),
): Promise<'configured' | 'skipped' | 'failed'> {
  if (detectClient(env.userAgent) !== ClientCode.messagingApp) return 'skipped';
  const user = session.read();
  const managerCode = user.isStaff === '1' ? (user.userCode ?? '') : (user.managerUserCode ?? '');
  const pageUrl = env.href.split('#')[0] ?? env.href;
  const product = shareProductOf(model);
  try {
    const reply = await eduSvc.weChatShare(undefined, { query: { shareUrl: pageUrl }, silent: true });
    const config = reply.data;
    if (!config) throw new Error(reply.msg || 'no signature');
    const wx = await env.sdk();
    const card = shareCardOf(product, new URL('.', pageUrl).href, managerCode);
    wx.config({
      debug: false,
      appId: config.appid,
      timestamp: config.timestamp,
      nonceStr: config.nonceStr,
      signature: config.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.error((reason) => reportFailure(product.productCode, JSON.stringify(reason)));
    wx.ready(() => {
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    });
    return 'configured';
  } catch (error) {
    reportFailure(product.productCode, error instanceof Error ? error.message : String(error));
    return 'failed';
  }
}

function browserEnv() {
  return { userAgent: navigator.userAgent, href: window.location.href, sdk: () => loadMessagingSdk() };
}
