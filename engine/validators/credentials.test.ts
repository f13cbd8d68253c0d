import { describe, expect, it } from 'vitest';
import { validateHkMoTwCard, validatePassword } from './credentials';

describe('validatePassword', () => {
  const MESSAGE = '请输入8-16字母数字特殊字符组合密码!';

  it.each(['abcd1234', 'ABCDEFG!', '12345678@', 'Aa1!Aa1!Aa1!Aa1!', 'abc#$%^&'])('accepts %s', (value) => {
    expect(validatePassword(value)).toEqual({ ok: true });
  });

  it.each([
    ['only letters', 'abcdefgh'],
    ['only digits', '12345678'],
    ['only specials', '!@#$%^&*'],
    ['7 characters', 'abc1234'],
    ['17 characters', 'abcdefgh123456789'],
    ['a space', 'abcd 1234'],
    ['a special outside the set', 'abcd1234~'],
    ['Chinese characters', '密码abcd1234'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(validatePassword(value)).toEqual({ ok: false, message: MESSAGE });
  });
});

describe('validateHkMoTwCard', () => {
  const MESSAGE = '港澳台证件号码格式有误!';

  it.each(['H12345678', 'M1234567890', 'h12345678'])('accepts %s', (value) => {
    expect(validateHkMoTwCard(value)).toEqual({ ok: true });
  });

  it.each([
    'H1234567',
    'H123456789',
    'H123456789012',
    '12345678',
    '1H2345678',
    'HK1234567',
    ' H12345678',
    'Ｈ12345678',
    '',
  ])('rejects "%s"', (value) => {
    expect(validateHkMoTwCard(value)).toEqual({ ok: false, message: MESSAGE });
  });
});
