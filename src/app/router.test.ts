// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRouter, type AppRouter, type RouterState } from './router';
import { session } from '../state/user';

/** The router's state once `done` holds for it. */
function until(router: AppRouter, done: (state: RouterState) => boolean): Promise<RouterState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = router.getState();
      if (!done(state)) return;
      unsubscribe();
      resolve(state);
    };
    const unsubscribe = router.subscribe(check);
    check();
  });
}

const at = (pathname: string) => (state: RouterState) =>
  state.match !== null && !state.loading && state.location.pathname === pathname;

beforeEach(() => {
  session.clear();
  window.history.replaceState(null, '', '#/');
});

describe('the router', () => {
  it('sends a visitor opening a login-only page to login, carrying the page; the URL never shows the page', async () => {
    window.history.replaceState(null, '', '#/policyList?status=06');
    const router = buildRouter();
    const state = await until(router, at('/passport/login'));
    expect(new URLSearchParams(state.location.search).get('fullPath')).toBe('/policyList?status=06');
    expect(state.match?.name).toBe('login');
    expect(window.location.hash).toMatch(/^#\/passport\/login\?/);
  });

  it('draws a page only once its chunk is in, and the newest of two quick navigations wins', async () => {
    const router = buildRouter();
    await until(router, at('/'));
    const first = router.navigate('/aboutUs');
    const second = router.navigate('/test?from=me');
    await Promise.all([first, second]);
    const state = router.getState();
    expect(state.location.pathname).toBe('/test');
    expect(state.location.search).toBe('?from=me');
    expect(state.match?.name).toBe('test');
    expect(state.match?.Page).toBeTypeOf('function');
    expect(window.location.hash).toBe('#/test?from=me');
  });

  it('goes back to the previous page, whose scroll position it remembers', async () => {
    const router = buildRouter();
    await until(router, at('/'));
    await router.navigate('/aboutUs');
    const aboutUs = router.getState().location.key;
    window.scrollY = 640; // jsdom does not scroll: the position the reader left the page at
    await router.navigate('/test');
    void router.navigate(-1);
    const back = await until(router, at('/aboutUs'));
    expect(back.action).toBe('POP');
    expect(back.location.key).toBe(aboutUs);
    expect(router.scroll.positionOf(aboutUs)).toBe(640);
  });

  it('a reload of the tab keeps the position the reader left its page at', async () => {
    window.sessionStorage.setItem('app-scroll-positions', JSON.stringify({ default: 900 }));
    window.scrollY = 0; // the reloaded page, not drawn yet
    const router = buildRouter();
    const state = await until(router, at('/'));
    expect(state.action).toBe('POP');
    expect(router.scroll.positionOf(state.location.key)).toBe(900);
    window.sessionStorage.clear();
  });

  it('gives the page the parameters of its path pattern', async () => {
    const router = buildRouter();
    await router.navigate('/bindPhone/138%2000/U%2F1');
    expect(router.getState().match).toMatchObject({
      name: 'bindPhone',
      params: { oldPhone: '138 00', userCode: 'U/1' },
    });
  });

  it('an unknown path reaches the catch-all: no table route, the not-found page', async () => {
    const router = buildRouter();
    await router.navigate('/no-such-page');
    const state = router.getState();
    expect(state.match?.name).toBeUndefined();
    expect(state.match?.data?.entry).toBeNull();
  });
});
