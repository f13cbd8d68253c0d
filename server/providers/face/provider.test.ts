import { describe, expect, it } from 'vitest';
import { isInAppPath } from './provider';

describe('face-check callback URL', () => {
  it('accepts in-app paths and hash routes', () => {
    expect(isInAppPath('/CertificationResult')).toBe(true);
    expect(isInAppPath('#/CertificationResult?from=insure')).toBe(true);
  });
  it('rejects other origins and script URLs', () => {
    expect(isInAppPath('https://evil.test/x')).toBe(false);
    expect(isInAppPath('//evil.test/x')).toBe(false);
    expect(isInAppPath('/\\evil.test')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
  });
});
