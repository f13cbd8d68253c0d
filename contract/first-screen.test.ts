import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PATH, firstScreenFile, isFirstScreenPath } from './first-screen';

describe("a first screen's address", () => {
  it('is the route path, with the product code when the link names one', () => {
    expect(firstScreenFile('/jiningDetails')).toBe('first-screen/jiningDetails.html');
    expect(firstScreenFile('/jiningDetails', '20PR315672')).toBe(
      'first-screen/jiningDetails~20PR315672.html',
    );
  });

  it('exists only for one-segment, file-name-safe route paths', () => {
    for (const path of ['/jiningDetails', '/a_b-c']) expect(FIRST_SCREEN_PATH.test(path)).toBe(true);
    for (const path of ['/', '/a/b', '/../x', '/a.b', '/a%2Fb'])
      expect(FIRST_SCREEN_PATH.test(path)).toBe(false);
  });

  it('is what the gateway answers "nothing to show" (204) for, and only that', () => {
    for (const address of ['/first-screen/jiningDetails.html', '/first-screen/jiningDetails~20PR315672.html'])
      expect(isFirstScreenPath(address)).toBe(true);
    for (const address of [
      '/first-screen/../index.html',
      '/first-screen/a.b.html',
      '/first-screen/jiningDetails~a.b.html',
      '/first-screen/jiningDetails~.html',
      '/first-screen/x~y~z.html',
      '/assets/jiningDetails.html',
      '/first-screen/.html',
    ])
      expect(isFirstScreenPath(address)).toBe(false);
  });
});
