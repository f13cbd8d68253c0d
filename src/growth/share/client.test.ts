import { describe, expect, it } from 'vitest';
import { ClientCode, detectClient, detectOs, OsCode } from './client';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837)',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI',
  alipay:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.36.6000 Language/zh-Hans',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('detectClient (spec §9: 0 messaging app, 1 payment app, 2 other)', () => {
  it('tells the messaging app, the payment app and other browsers apart', () => {
    expect(detectClient(UA.wechatAndroid)).toBe(ClientCode.messagingApp);
    expect(detectClient(UA.wechatIos)).toBe(0);
    expect(detectClient(UA.alipay)).toBe(1);
    expect(detectClient(UA.chromeWindows)).toBe(2);
    expect(detectClient('')).toBe(2);
  });
});

describe('detectOs (spec §9: codes 1-6)', () => {
  it('gives phones their own codes although their agents mention Linux or Mac OS X', () => {
    expect(detectOs(UA.wechatAndroid)).toBe(OsCode.android);
    expect(detectOs(UA.wechatIos)).toBe(OsCode.ios);
    expect(detectOs(UA.alipay)).toBe(5);
  });
  it('recognises the desktop systems and falls back to other', () => {
    expect(detectOs(UA.chromeWindows)).toBe(1);
    expect(detectOs(UA.safariMac)).toBe(2);
    expect(detectOs(UA.firefoxLinux)).toBe(3);
    expect(detectOs('curl/8.0')).toBe(6);
  });
});
