import { describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../engine/routes/table';
import { entryPageOf, homePage } from './entry-pages';
import { drawsQueryProduct, pageOf } from './pages';

describe('the entry pages (drawn before the page table has arrived)', () => {
  const names = Object.keys(routes) as RouteName[];

  it('give a route the page the table gives it, and it draws the query’s product', () => {
    const entries = names.filter((name) => entryPageOf(routes[name]));
    expect(entries.sort()).toEqual(['insure', 'maincenter', 'newProductInsure']);
    for (const name of entries) {
      expect(pageOf(name)).toBe(entryPageOf(routes[name]));
      expect(drawsQueryProduct(name)).toBe(true);
    }
  });

  it('include the home page, which the table gives `/`', () => {
    expect(pageOf('home')).toBe(homePage);
  });
});
