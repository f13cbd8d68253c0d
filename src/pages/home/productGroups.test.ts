import { describe, expect, it } from 'vitest';
import { groupForHome } from './productGroups';

const p = (productCode: string, areaName: string, offlineChannel = false) => ({
  productCode,
  productName: productCode,
  detailPath: `/${productCode}`,
  areaName,
  offlineChannel,
});

describe('home product groups (issue 13 item 15)', () => {
  it('groups by area, nationwide first, and leaves out the offline roster variants a visitor cannot buy', () => {
    const groups = groupForHome([
      p('A', '山东省济宁市'),
      p('B', ''),
      p('C', '山东省济宁市', true),
      p('D', '云南省'),
      p('E', '山东省济宁市'),
    ]);
    expect(groups.map((g) => [g.areaName, g.products.map((x) => x.productCode)])).toEqual([
      ['', ['B']],
      ['山东省济宁市', ['A', 'E']],
      ['云南省', ['D']],
    ]);
  });
});
