/**
 * Client and OS detection from the user agent (spec §9): client 0 messaging app (WeChat), 1 payment
 * app (Alipay), 2 other; equipment OS 1 Windows, 2 macOS, 3 Linux, 4 Android, 5 iOS, 6 other.
 */
export const ClientCode = { messagingApp: 0, paymentApp: 1, other: 2 } as const;
export type ClientCodeValue = (typeof ClientCode)[keyof typeof ClientCode];

export const OsCode = { windows: 1, mac: 2, linux: 3, android: 4, ios: 5, other: 6 } as const;
export type OsCodeValue = (typeof OsCode)[keyof typeof OsCode];

export function detectClient(userAgent: string): ClientCodeValue {
  if (/MicroMessenger/i.test(userAgent)) return ClientCode.messagingApp;
  if (/AlipayClient/i.test(userAgent)) return ClientCode.paymentApp;
  return ClientCode.other;
}

/** Phones first: Android and iOS user agents also mention Linux and Mac OS X. */
export function detectOs(userAgent: string): OsCodeValue {
  if (/Android/i.test(userAgent)) return OsCode.android;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return OsCode.ios;
  if (/Windows/i.test(userAgent)) return OsCode.windows;
  if (/Macintosh|Mac OS X/i.test(userAgent)) return OsCode.mac;
  if (/Linux|X11/i.test(userAgent)) return OsCode.linux;
  return OsCode.other;
}
