import { describe, expect, it } from 'vitest';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import {
  coverPeriod,
  coverPeriodFrom,
  coverStartDate,
  isAllowedStart,
  lastCoveredDay,
  renewalStartDate,
} from './dates';

describe('cover dates (spec §5)', () => {
  it('starts the day after purchase at 00:00:00 and ends 23:59:59 on the last day when the confirm layout says so', () => {
    const period = coverPeriod(jiningModel(), { today: '2026-11-22' });
    expect(period).toMatchObject({
      start: '2026-11-23 00:00:00',
      end: '2027-11-22 23:59:59',
      lastDay: '2027-11-22',
      years: 1,
    });
  });

  it('ends 00:00:00 the next day when the product does not use end-of-day', () => {
    const model = modelOf(groupedManifest());
    expect(coverPeriodFrom(model, '2026-11-23').end).toBe('2027-11-23 00:00:00');
    expect(coverPeriodFrom(model, '2026-11-23', 2).end).toBe('2028-11-23 00:00:00');
  });

  it('handles a 29 February start', () => {
    expect(coverPeriodFrom(jiningModel(), '2028-02-29').end).toBe('2029-02-27 23:59:59');
  });

  it('uses a fixed period when the manifest gives one; bought after it began, cover starts tomorrow', () => {
    const model = modelOf(
      groupedManifest({
        period: { start: 'fixed', fixedStart: '2026-09-01', fixedEnd: '2027-08-31', term: '1Y' },
      }),
    );
    expect(coverPeriod(model, { today: '2026-08-01' })).toMatchObject({
      start: '2026-09-01 00:00:00',
      end: '2027-09-01 00:00:00',
    });
    expect(coverPeriod(model, { today: '2026-11-22' })).toMatchObject({
      start: '2026-11-23 00:00:00',
      end: '2027-09-01 00:00:00',
    });
    expect(isAllowedStart(model, '2026-09-01', '2026-08-01')).toBe(true);
    expect(isAllowedStart(model, '2026-08-15', '2026-08-01')).toBe(false);
  });

  it('allows a chosen start from tomorrow up to maxDaysAhead, never today or before', () => {
    const model = modelOf(groupedManifest({ period: { start: 'chosen', maxDaysAhead: 30, term: '1Y' } }));
    expect(isAllowedStart(model, '2026-11-22', '2026-11-22')).toBe(false);
    expect(isAllowedStart(model, '2026-11-23', '2026-11-22')).toBe(true);
    expect(isAllowedStart(model, '2026-12-22', '2026-11-22')).toBe(true);
    expect(isAllowedStart(model, '2026-12-23', '2026-11-22')).toBe(false);
  });

  it('starts a renewal of an in-force policy on the first day the old cover no longer covers, not tomorrow', () => {
    // endOfDay: the old policy ends 2027-01-10 23:59:59 → the renewal starts 2027-01-11 00:00:00.
    const renewalStart = renewalStartDate('2027-01-10 23:59:59');
    expect(renewalStart).toBe('2027-01-11');
    expect(coverPeriod(jiningModel(), { today: '2026-12-20', renewalStart })).toMatchObject({
      start: '2027-01-11 00:00:00',
      end: '2028-01-10 23:59:59',
    });
    // 00:00:00 convention: the old end instant is the renewal's start.
    const grouped = modelOf(groupedManifest());
    expect(renewalStartDate('2027-01-11 00:00:00')).toBe('2027-01-11');
    expect(coverPeriod(grouped, { today: '2026-12-20', renewalStart: '2027-01-11' }).start).toBe(
      '2027-01-11 00:00:00',
    );
  });

  it('starts a renewal of an already-ended policy on the normal earliest start', () => {
    expect(coverStartDate(jiningModel(), { today: '2027-02-01', renewalStart: '2027-01-11' })).toBe(
      '2027-02-02',
    );
  });
});

describe('lastCoveredDay (what every page shows as the last day of cover)', () => {
  it('is the day before an end at 00:00:00, and the day of an end at 23:59:59', () => {
    expect(lastCoveredDay('2027-11-30 00:00:00')).toBe('2027-11-29');
    expect(lastCoveredDay('2027-03-01 00:00:00')).toBe('2027-02-28');
    expect(lastCoveredDay('2027-11-29 23:59:59')).toBe('2027-11-29');
    expect(lastCoveredDay('2027-11-29')).toBe('2027-11-29');
  });
});
