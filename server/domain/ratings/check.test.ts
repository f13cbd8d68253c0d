import { describe, expect, it } from 'vitest';
import { checkRating, overallScore, type RatingTemplate } from './check';

const stars = (...codes: string[]): RatingTemplate => [
  { commentType: '00', items: codes.map((code) => ({ code })) },
];
const P01 = stars('P01');
const P01_P02 = stars('P01', 'P02');

const full = {
  productCode: '19PR979745',
  productName: '济宁',
  bizNo: 'OD1',
  bizType: '00',
  commentNode: '00' as const,
  commentList: [
    {
      commentType: '00',
      list: [
        { name: 'a', code: 'P01', score: 5 },
        { name: 'b', code: 'P02', score: 4 },
      ],
    },
  ],
};

describe('rating checks (spec §5)', () => {
  it('names the first missing parameter in the app order', () => {
    expect(checkRating({ ...full, productCode: '' }, P01)).toEqual({
      ok: false,
      key: 'gw.biz.ratingMissing',
      params: { label: 'gw.biz.ratingLabel.productCode' },
    });
    expect(checkRating({ ...full, bizNo: undefined }, P01)).toMatchObject({
      params: { label: 'gw.biz.ratingLabel.bizNo' },
    });
    expect(checkRating({ ...full, bizType: ' ' }, P01)).toMatchObject({
      params: { label: 'gw.biz.ratingLabel.bizType' },
    });
  });
  it('wants every template star item scored 1-5', () => {
    expect(checkRating(full, P01_P02)).toEqual({ ok: true });
    expect(checkRating(full, stars('P01', 'P02', 'P03'))).toEqual({ ok: false, key: 'gw.biz.ratingRateAll' });
    const zero = {
      ...full,
      commentList: [{ commentType: '00', list: [{ name: 'a', code: 'P01', score: 0 }] }],
    };
    expect(checkRating(zero, P01)).toEqual({ ok: false, key: 'gw.biz.ratingRateAll' });
  });
  const withStars = (list: { name: string; code: string; score: number | null }[], commentType = '00') => ({
    ...full,
    commentList: [{ commentType, list }],
  });
  it('takes only whole-number star scores from 1 to 5', () => {
    for (const score of [-42, 6, 45, 4.5]) {
      expect(checkRating(withStars([{ name: 'a', code: 'P01', score }]), P01)).toEqual({
        ok: false,
        key: 'gw.biz.ratingScoreBad',
        params: { code: 'P01', min: '1', max: '5' },
      });
    }
    expect(checkRating(withStars([{ name: 'a', code: 'P01', score: null }]), P01)).toEqual({
      ok: false,
      key: 'gw.biz.ratingRateAll',
    });
  });
  it('takes only the items of the template, each once', () => {
    const extra = withStars([
      { name: 'a', code: 'P01', score: 5 },
      { name: 'b', code: 'P02', score: 4 },
      { name: '<b>best</b>', code: 'X99', score: 5 },
    ]);
    expect(checkRating(extra, P01_P02)).toEqual({
      ok: false,
      key: 'gw.biz.ratingUnknownItem',
      params: { code: 'X99' },
    });
    const twice = withStars([
      { name: 'a', code: 'P01', score: 5 },
      { name: 'b', code: 'P02', score: 4 },
      { name: 'a', code: 'P01', score: 1 },
    ]);
    expect(checkRating(twice, P01_P02)).toMatchObject({ key: 'gw.biz.ratingItemTwice' });
    // A star code under another comment type is not that star item.
    expect(checkRating(withStars([{ name: 'a', code: 'P01', score: 1 }], '01'), P01)).toMatchObject({
      key: 'gw.biz.ratingUnknownItem',
    });
  });
  it('rates orders and policies only: no claim (case 02 or the claim node 01), no other type', () => {
    expect(checkRating({ ...full, bizType: '01' }, P01_P02)).toEqual({ ok: true });
    expect(checkRating({ ...full, bizType: '02' }, P01_P02)).toEqual({
      ok: false,
      key: 'gw.biz.ratingNoClaims',
    });
    expect(checkRating({ ...full, commentNode: '01' }, P01_P02)).toEqual({
      ok: false,
      key: 'gw.biz.ratingNoClaims',
    });
    expect(checkRating({ ...full, bizType: '99' }, P01_P02)).toEqual({
      ok: false,
      key: 'gw.biz.ratingBizTypeBad',
      params: { bizType: '99' },
    });
  });
  it('scores the mean of the stars', () => {
    expect(overallScore(full)).toBe(4.5);
  });
});
