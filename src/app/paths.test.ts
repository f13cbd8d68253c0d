import { describe, expect, it } from 'vitest';
import { routes, getHref, type RouteName } from '../../engine/routes/table';
import { createPath, matchPath, parsePath } from './paths';

describe('in-app paths', () => {
  it('split into pathname, search and hash, and join back', () => {
    expect(parsePath('/insure?productCode=X#top')).toEqual({
      pathname: '/insure',
      search: '?productCode=X',
      hash: '#top',
    });
    expect(parsePath('/policyList?')).toEqual({ pathname: '/policyList', search: '', hash: '' });
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(createPath(parsePath('/a?b=1#c'))).toBe('/a?b=1#c');
  });

  it('match a pattern as react-router did: any case, trailing slashes, decoded parameters', () => {
    expect(matchPath('/insure', '/insure')).toEqual({});
    expect(matchPath('/insure', '/Insure/')).toEqual({});
    expect(matchPath('/insure', '/insure/x')).toBeNull();
    expect(matchPath('/insure', '/insurex')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/insure')).toBeNull();
    expect(matchPath('/bindPhone/:oldPhone/:userCode', '/bindPhone/138%2000/U%2F1')).toEqual({
      oldPhone: '138 00',
      userCode: 'U/1',
    });
    expect(matchPath('/bindPhone/:oldPhone/:userCode', '/bindPhone/138')).toBeNull();
    expect(matchPath('/bindPhone/:oldPhone/:userCode', '/bindPhone//U1')).toBeNull();
    expect(matchPath('/a/:b', '/a/%E0%A4%A')).toEqual({ b: '%E0%A4%A' }); // a malformed escape, as written
  });

  it('each table route matches its own href and no other route does', () => {
    const names = Object.keys(routes) as RouteName[];
    for (const name of names) {
      const href = getHref(name, {}, { oldPhone: '13800000000', userCode: 'U1' });
      expect(names.filter((other) => matchPath(routes[other].path, href))).toEqual([name]);
    }
  });
});
