import { describe, expect, it } from 'vitest';
import { chinaDateOf, isLeapYear, parseCivilDate } from './calendar';

describe('calendar', () => {
  it('applies the Gregorian leap-year rule', () => {
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2026)).toBe(false);
  });

  it('parses only real dates in strict YYYY-MM-DD', () => {
    expect(parseCivilDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCivilDate('1900-02-29')).toBeUndefined();
    expect(parseCivilDate('2026-4-1')).toBeUndefined();
    expect(parseCivilDate('2026-04-31')).toBeUndefined();
  });

  it('reads an instant as the date in China (UTC+8)', () => {
    expect(chinaDateOf(new Date('2026-12-31T15:59:59Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(chinaDateOf(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
