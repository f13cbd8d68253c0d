import { beforeEach, describe, expect, it } from 'vitest';
import { runGuard } from './router';
import { appStore } from '../state/store';
import { formAtom } from '../state/form';
import { protocolsAtom, setTotal, emptyProtocols } from '../state/protocols';
import { recordAtom } from '../state/record';
import { session } from '../state/user';
import { marketAtom } from '../state/market';
import { routes } from '../../engine/routes/table';

/** The guard as the router runs it: against the real store and the stored user. */
const url = (path: string) => new URL(path, 'http://app.test');

beforeEach(() => {
  session.clear();
  appStore.set(formAtom, { P1: { values: { a: 1 } } });
  appStore.set(protocolsAtom, setTotal(emptyProtocols(), 'clauses', 3));
  appStore.set(recordAtom, { productCode: 'P1', steps: ['insure'] });
  appStore.set(marketAtom, { inited: false });
});

describe('runGuard', () => {
  it('redirects a visitor from a login-required page to login with the carried fields', () => {
    const to = runGuard(routes.policyList, url('/policyList?status=06&promoCode=PC9'));
    const location = new URL(to ?? '', 'http://app.test');
    expect(location.pathname).toBe('/passport/login');
    expect(location.searchParams.get('fullPath')).toBe('/policyList?status=06&promoCode=PC9');
    expect(location.searchParams.get('promoCode')).toBe('PC9');
  });

  it('lets a logged-in user through', () => {
    session.write({ userId: 'U1', token: 't' });
    expect(runGuard(routes.policyList, url('/policyList'))).toBeNull();
  });

  it('clearForm clears the stored form data and the protocol state; clearRecord the record', () => {
    runGuard(routes.home, url('/'));
    expect(appStore.get(formAtom)).toEqual({});
    expect(appStore.get(protocolsAtom)).toEqual(emptyProtocols());
    expect(appStore.get(recordAtom)).toEqual({ steps: [] });
  });

  it('a route without the flags keeps form and record', () => {
    runGuard(routes.aboutUs, url('/aboutUs'));
    expect(appStore.get(formAtom)).toEqual({ P1: { values: { a: 1 } } });
    expect(appStore.get(recordAtom).productCode).toBe('P1');
  });

  it('home under the ONLY_MARKET page model goes to the market home', () => {
    appStore.set(marketAtom, { inited: true, market: { id: 'M7', name: 'm', online: true } });
    expect(runGuard(routes.home, url('/'))).toBe('/insureMarketHome?id=M7');
  });
});
