import { describe, expect, it } from 'vitest';
import { checkRating, overallScore } from './check';

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
    expect(checkRating({ ...full, productCode: '' }, ['P01'])).toEqual({
      ok: false,
      key: 'gw.biz.ratingMissing',
      params: { label: 'gw.biz.ratingLabel.productCode' },
    });
    expect(checkRating({ ...full, bizNo: undefined }, ['P01'])).toMatchObject({
      params: { label: 'gw.biz.ratingLabel.bizNo' },
    });
    expect(checkRating({ ...full, bizType: ' ' }, ['P01'])).toMatchObject({
      params: { label: 'gw.biz.ratingLabel.bizType' },
    });
  });
  it('wants every template star item scored 1-5', () => {
    expect(checkRating(full, ['P01', 'P02'])).toEqual({ ok: true });
    expect(checkRating(full, ['P01', 'P02', 'P03'])).toEqual({ ok: false, key: 'gw.biz.ratingRateAll' });
    const zero = {
      ...full,
      commentList: [{ commentType: '00', list: [{ name: 'a', code: 'P01', score: 0 }] }],
    };
    expect(checkRating(zero, ['P01'])).toEqual({ ok: false, key: 'gw.biz.ratingRateAll' });
  });
  it('scores the mean of the stars', () => {
    expect(overallScore(full)).toBe(4.5);
  });
});
