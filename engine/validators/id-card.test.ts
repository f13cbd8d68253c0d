import { describe, expect, it } from 'vitest';
import { validateIdCard } from './id-card';

const TODAY = '2026-06-15';
const LENGTH = '投保人身份证号位数有误!';
const INVALID = '投保人身份证号码校验错误!';

/** Independent checksum (GB 11643) so the tests do not trust the code under test. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A valid number for a province code and birth date (sequence 123 = male by default). */
function idFor(province: string, birth: string, sequence = '123'): string {
  return withCheck(`${province}0105${birth.replaceAll('-', '')}${sequence}`);
}

const check = (value: string, subject?: 'holder' | 'insured' | 'custody') =>
  validateIdCard(value, subject, { today: TODAY });

describe('validateIdCard', () => {
  it('accepts the GB 11643 published sample and derives birthday and sex', () => {
    expect(check('11010519491231002X')).toEqual({
      ok: true,
      birthday: '1949-12-31',
      sex: 'female',
      normalized: '11010519491231002X',
    });
    expect(check('440524188001010014')).toEqual({
      ok: true,
      birthday: '1880-01-01',
      sex: 'male',
      normalized: '440524188001010014',
    });
  });

  it('reads sex from the 17th digit: odd male, even female', () => {
    expect(check(idFor('32', '2015-03-08', '121'))).toMatchObject({ ok: true, sex: 'male' });
    expect(check(idFor('32', '2015-03-08', '128'))).toMatchObject({ ok: true, sex: 'female' });
    expect(check(idFor('32', '2015-03-08', '120'))).toMatchObject({ ok: true, sex: 'female' });
  });

  it('accepts a lowercase x check character and normalizes it to X', () => {
    expect(check('11010519491231002x')).toEqual({
      ok: true,
      birthday: '1949-12-31',
      sex: 'female',
      normalized: '11010519491231002X',
    });
  });

  it('rejects an X where the checksum calls for a digit, and a wrong digit', () => {
    expect(check('44052418800101001X')).toEqual({ ok: false, message: INVALID });
    expect(check('440524188001010015')).toEqual({ ok: false, message: INVALID });
    expect(check('110105194912310021')).toEqual({ ok: false, message: INVALID });
  });

  it.each([
    ['10', false],
    ['11', true],
    ['15', true],
    ['16', false],
    ['20', false],
    ['21', true],
    ['23', true],
    ['24', false],
    ['31', true],
    ['37', true],
    ['38', false],
    ['41', true],
    ['46', true],
    ['47', false],
    ['50', true],
    ['54', true],
    ['55', false],
    ['61', true],
    ['65', true],
    ['66', false],
    ['71', true],
    ['72', false],
    ['81', true],
    ['82', true],
    ['83', false],
    ['91', true],
    ['92', false],
  ])('province code %s accepted: %s', (province, accepted) => {
    const result = check(idFor(province, '2012-05-20'));
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.message).toBe(INVALID);
  });

  it('knows leap days: 2000-02-29 exists, 1900-02-29 does not, 2024-02-29 exists, 2023-02-29 does not', () => {
    expect(check('110105200002290013')).toMatchObject({ ok: true, birthday: '2000-02-29' });
    expect(check('110105190002280011')).toMatchObject({ ok: true, birthday: '1900-02-28' });
    expect(check('110105190002290017')).toEqual({ ok: false, message: INVALID });
    expect(check(idFor('11', '2024-02-29'))).toMatchObject({ ok: true, birthday: '2024-02-29' });
    expect(check(idFor('11', '2023-02-29'))).toEqual({ ok: false, message: INVALID });
    expect(check(idFor('11', '2024-02-30'))).toEqual({ ok: false, message: INVALID });
  });

  it('rejects days past the month end with the checksum message', () => {
    expect(check(idFor('11', '2010-04-31'))).toEqual({ ok: false, message: INVALID });
    expect(check(idFor('11', '2010-06-31'))).toEqual({ ok: false, message: INVALID });
    expect(check(idFor('11', '2010-12-31'))).toMatchObject({ ok: true });
  });

  it('rejects month 00/13 and day 00/32 by the pattern (length message)', () => {
    expect(check(idFor('11', '2010-13-01'))).toEqual({ ok: false, message: LENGTH });
    expect(check(idFor('11', '2010-00-10'))).toEqual({ ok: false, message: LENGTH });
    expect(check(idFor('11', '2010-01-32'))).toEqual({ ok: false, message: LENGTH });
    expect(check(idFor('11', '2010-01-00'))).toEqual({ ok: false, message: LENGTH });
  });

  it('accepts years 18xx to 20xx and rejects 17xx and 21xx by the pattern', () => {
    expect(check(idFor('11', '1800-01-01'))).toMatchObject({ ok: true });
    expect(check(idFor('11', '1799-12-31'))).toEqual({ ok: false, message: LENGTH });
    expect(check(idFor('11', '2100-01-01'))).toEqual({ ok: false, message: LENGTH });
  });

  it('rejects a birthday after today (China time) and accepts one on today', () => {
    expect(check(idFor('11', '2026-06-16'))).toEqual({ ok: false, message: INVALID });
    expect(check(idFor('11', '2026-06-15'))).toMatchObject({ ok: true, birthday: '2026-06-15' });
    // 2026-06-14T17:00Z is already 06-15 01:00 in Beijing
    expect(
      validateIdCard(idFor('11', '2026-06-15'), 'holder', { today: new Date('2026-06-14T17:00:00Z') }),
    ).toMatchObject({ ok: true });
    expect(
      validateIdCard(idFor('11', '2026-06-15'), 'holder', { today: new Date('2026-06-14T15:00:00Z') }),
    ).toMatchObject({ ok: false });
  });

  it('rejects wrong lengths, full-width digits, spaces, letters and a leading 0', () => {
    for (const value of [
      '',
      '11010519491231002',
      '11010519491231002X1',
      '110105194912310',
      '11010519491231002Y',
    ]) {
      expect(check(value)).toEqual({ ok: false, message: LENGTH });
    }
    expect(check('１１０１０５１９４９１２３１００２X')).toEqual({ ok: false, message: LENGTH });
    expect(check(' 11010519491231002X')).toEqual({ ok: false, message: LENGTH });
    expect(check('11010519491231002X ')).toEqual({ ok: false, message: LENGTH });
    expect(check('110105 19491231002X')).toEqual({ ok: false, message: LENGTH });
    expect(check(withCheck('01010519491231002'))).toEqual({ ok: false, message: LENGTH });
  });

  it('prefixes the message by subject, holder by default', () => {
    expect(validateIdCard('123', undefined, { today: TODAY })).toEqual({ ok: false, message: LENGTH });
    expect(check('123', 'insured')).toEqual({ ok: false, message: '被保人身份证号位数有误!' });
    expect(check('123', 'custody')).toEqual({ ok: false, message: '监护对象身份证号位数有误!' });
    expect(check('110105194912310021', 'insured')).toEqual({
      ok: false,
      message: '被保人身份证号码校验错误!',
    });
    expect(check('110105194912310021', 'custody')).toEqual({
      ok: false,
      message: '监护对象身份证号码校验错误!',
    });
  });

  it('answers in English when asked', () => {
    expect(validateIdCard('123', 'holder', { locale: 'en-US' })).toEqual({
      ok: false,
      message: 'The policyholder ID number has the wrong number of digits!',
    });
  });

  it('uses the real today when none is given', () => {
    expect(validateIdCard('11010519491231002X')).toMatchObject({ ok: true });
    expect(validateIdCard(idFor('11', '2099-01-01'))).toEqual({ ok: false, message: INVALID });
  });
});
