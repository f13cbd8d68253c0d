import { describe, expect, it } from 'vitest';
import { afterLoginTarget, isInAppPath } from './safeRedirect';

describe('after login, fullPath is followed only when it is an in-app path', () => {
  it.each(['/policyList', '/insure?productCode=19PR352395&promoCode=P1', '/bindPhone/138/U1', '/'])(
    'follows %s',
    (path) => {
      expect(isInAppPath(path)).toBe(true);
      expect(afterLoginTarget(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/policyList',
    'https://evil.example',
    'http://evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'policyList',
    '/\tevil',
    '',
    null,
    undefined,
  ])('refuses %s and goes home', (path) => {
    expect(isInAppPath(path)).toBe(false);
    expect(afterLoginTarget(path)).toBe('/');
  });
});
