import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../engine/messages';
import { privacyTextVersion } from './version';

describe('privacyTextVersion', () => {
  it('fingerprints the zh-CN registration notice and privacy policy texts', () => {
    expect(privacyTextVersion()).toMatch(/^p-[0-9a-f]{8}$/);
    expect(privacyTextVersion()).toBe(privacyTextVersion({ ...catalogues['zh-CN'] }));
  });

  it('changes when a consent text changes, not when another text does', () => {
    const texts: Record<string, string> = { ...catalogues['zh-CN'] };
    const base = privacyTextVersion(texts);
    expect(
      privacyTextVersion({ ...texts, 'shell.info.privacy.2': `${texts['shell.info.privacy.2']}。` }),
    ).not.toBe(base);
    expect(privacyTextVersion({ ...texts, 'shell.info.registerKnow.1': '新的注册须知' })).not.toBe(base);
    expect(privacyTextVersion({ ...texts, 'shell.info.privacy.9': '新增的一段' })).not.toBe(base);
    expect(privacyTextVersion({ ...texts, 'shell.account.login': '登入' })).toBe(base);
  });
});
