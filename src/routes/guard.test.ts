import { describe, expect, it } from 'vitest';
import { PageModel } from '../markets/pageModel';
import { guard, type GuardInput } from './guard';
import { routes, type RouteFlags } from '../../engine/routes/table';

const flags = (over: Partial<RouteFlags> = {}): RouteFlags => ({
  requiresLogin: false,
  clearRecord: false,
  clearForm: false,
  back: false,
  ...over,
});
const input = (pathAndQuery: string, over: Partial<GuardInput> = {}): GuardInput => {
  const [pathname = '/', search = ''] = pathAndQuery.split('?');
  return {
    pathname,
    query: new URLSearchParams(search),
    flags: flags(),
    userId: undefined,
    pageModel: PageModel.NORMAL,
    marketId: undefined,
    ...over,
  };
};
const loginQuery = (decision: ReturnType<typeof guard>) => {
  if (decision.kind !== 'redirect') throw new Error('expected a redirect');
  const [path, search = ''] = decision.to.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
};

describe('navigation guard (spec §2)', () => {
  it('a login-required route with no stored user id goes to /passport/login carrying fullPath, promoCode, partnerSource, productCode', () => {
    const decision = guard(
      input('/insure?productCode=19PR352395&promoCode=P7&partnerSource=wx&x=1', {
        flags: flags({ requiresLogin: true }),
      }),
    );
    expect(loginQuery(decision)).toEqual({
      path: '/passport/login',
      query: {
        fullPath: '/insure?productCode=19PR352395&promoCode=P7&partnerSource=wx&x=1',
        promoCode: 'P7',
        partnerSource: 'wx',
        productCode: '19PR352395',
      },
    });
  });

  it('absent carried fields are left out', () => {
    expect(loginQuery(guard(input('/policyList', { flags: flags({ requiresLogin: true }) })))).toEqual({
      path: '/passport/login',
      query: { fullPath: '/policyList' },
    });
  });

  it("a visitor may fill a public product's insure form (issue 14 drafts before login); a login product, or the confirm page, still asks for login", () => {
    const insure = routes.insure;
    expect(guard(input('/insure?productCode=20PR726153', { flags: insure, publicProduct: true }))).toEqual({
      kind: 'proceed',
      clearRecord: false,
      clearForm: false,
    });
    expect(
      loginQuery(guard(input('/insure?productCode=20PR726153', { flags: insure, publicProduct: false })))
        .path,
    ).toBe('/passport/login');
    expect(
      loginQuery(
        guard(input('/confirm?productCode=20PR726153', { flags: routes.confirm, publicProduct: true })),
      ).path,
    ).toBe('/passport/login');
  });

  it('a stored user id lets a login-required route through', () => {
    expect(guard(input('/policyList', { flags: flags({ requiresLogin: true }), userId: 'U1' }))).toEqual({
      kind: 'proceed',
      clearRecord: false,
      clearForm: false,
    });
  });

  it('public routes never need login', () => {
    expect(guard(input('/aboutUs')).kind).toBe('proceed');
  });

  it('clearRecord and clearForm flags are reported for the router to apply', () => {
    expect(guard(input('/x', { flags: flags({ clearRecord: true }) }))).toEqual({
      kind: 'proceed',
      clearRecord: true,
      clearForm: false,
    });
    expect(guard(input('/x', { flags: flags({ clearForm: true }) }))).toEqual({
      kind: 'proceed',
      clearRecord: false,
      clearForm: true,
    });
  });

  it('nothing is cleared when the navigation is redirected to login', () => {
    expect(guard(input('/x', { flags: flags({ requiresLogin: true, clearForm: true }) })).kind).toBe(
      'redirect',
    );
  });

  it('home under the ONLY_MARKET page model goes to the configured market home', () => {
    expect(
      guard(input('/', { flags: routes.home, pageModel: PageModel.ONLY_MARKET, marketId: 'M1' })),
    ).toEqual({
      kind: 'redirect',
      to: '/insureMarketHome?id=M1',
    });
  });

  it.each([PageModel.NORMAL, PageModel.GLOBAL_MARKET, PageModel.OFF_NET_MARKET, PageModel.UN_INITED])(
    'home under %s stays home',
    (model) => {
      expect(guard(input('/', { flags: routes.home, pageModel: model, marketId: 'M1' }))).toEqual({
        kind: 'proceed',
        clearRecord: true,
        clearForm: true,
      });
    },
  );
});

describe('route table flags (spec §2)', () => {
  it('home is public and clears form and record', () => {
    expect(routes.home).toMatchObject({
      path: '/',
      requiresLogin: false,
      clearForm: true,
      clearRecord: true,
    });
  });
  it.each([
    'myIndex',
    'zancunList',
    'policyList',
    'PolicyDetailCancel',
    'insure',
    'confirm',
    'JtprivacyClause',
    'weixin',
    'payoff',
  ] as const)('%s requires login', (name) => {
    expect(routes[name].requiresLogin).toBe(true);
  });
  it.each([
    'test',
    'pdf',
    'aboutUs',
    'forgetPassword',
    'policyDetailWaitInsurance',
    'insurerenew',
    'login',
    'verCodeLogin',
    'passwordLogin',
    'bindPhone',
  ] as const)('%s is public', (name) => expect(routes[name].requiresLogin).toBe(false));
  it('confirm and promoter pages have a back button', () => {
    for (const name of [
      'confirm',
      'confirmIndex',
      'confirmIndexOneConfig',
      'confirmIndexForMulti',
      'myAchievement',
      'customerDetailPush',
    ] as const) {
      expect(routes[name].back).toBe(true);
    }
    expect(routes.myIndex.back).toBe(false);
  });
  it('every path is unique', () => {
    const paths = Object.values(routes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
