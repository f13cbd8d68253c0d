import { describe, expect, it } from 'vitest';
import { maskId } from './mask-id';

describe('maskId', () => {
  it('keeps the first 3 and the last 4 characters of an ID number', () => {
    expect(maskId('11010519491231002X')).toBe('110***********002X');
    expect(maskId('H12345678')).toBe('H12**5678');
  });

  it('masks a value too short to hide anything entirely', () => {
    expect(maskId('1234567')).toBe('*******');
    expect(maskId('123')).toBe('***');
    expect(maskId('')).toBe('');
  });

  it('masks exactly one character of an 8-character value', () => {
    expect(maskId('12345678')).toBe('123*5678');
  });
});
