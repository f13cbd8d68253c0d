/**
 * The messaging app's JS-SDK (share card, spec §3/§6). The app loads this one script inside the
 * messaging app; the gateway's CSP (server/http/security.ts) allows exactly this file for scripts.
 * Kept here because both sides must name the same file.
 */
export const MESSAGING_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
