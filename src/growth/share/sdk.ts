import { MESSAGING_SDK_URL } from '../../../contract/growth/messagingSdk';

/** The part of the messaging app's JS-SDK the share card uses. */
export interface WxSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(card: { title: string; desc: string; link: string; imgUrl: string }): void;
  updateTimelineShareData(card: { title: string; link: string; imgUrl: string }): void;
}

let loading: Promise<WxSdk> | null = null;

/**
 * The JS-SDK, loaded once from its one allowed URL (the CSP's script-src names exactly this file).
 * A host page that already provides `window.wx` is used as it is.
 */
export function loadMessagingSdk(doc: Document = document): Promise<WxSdk> {
  const present = (doc.defaultView as (Window & { wx?: WxSdk }) | null)?.wx;
  if (present) return Promise.resolve(present);
  loading ??= new Promise<WxSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = MESSAGING_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (doc.defaultView as (Window & { wx?: WxSdk }) | null)?.wx;
      if (wx) resolve(wx);
      else reject(new Error('JS-SDK loaded without wx'));
    };
    script.onerror = () => reject(new Error(`JS-SDK not loaded: ${MESSAGING_SDK_URL}`));
    doc.head.append(script);
  }).catch((error: unknown) => {
    // A failed load may be retried on the next product page.
    loading = null;
    throw error;
  });
  return loading;
}
