import { describe, expect, it } from 'vitest';
import { validateEmail, validateMobile } from './contact';

describe('validateMobile', () => {
  it.each(['13012345678', '13912345678', '15800001111', '19912345678', '17600000000'])(
    'accepts %s',
    (value) => {
      expect(validateMobile(value)).toEqual({ ok: true });
    },
  );

  it.each([
    ['second digit 2', '12012345678'],
    ['second digit 1', '11012345678'],
    ['second digit 0', '10012345678'],
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['not starting with 1', '23812345678'],
    ['surrounding space', ' 13812345678'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['country code', '+8613812345678'],
    ['dashes', '138-1234-5678'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(validateMobile(value)).toEqual({ ok: false, message: '请填写正确的手机号!' });
  });

  it('answers in English when asked', () => {
    expect(validateMobile('1', { locale: 'en-US' })).toEqual({
      ok: false,
      message: 'Please enter a valid mobile number!',
    });
  });
});

describe('validateEmail', () => {
  it.each(['parent@example.com', 'li.ming+school@edu.cn', 'a_b-c@mail.qq.com', 'X9@163.com'])(
    'accepts %s',
    (value) => {
      expect(validateEmail(value)).toEqual({ ok: true });
    },
  );

  it.each([
    'plainaddress',
    '@example.com',
    'parent@',
    'parent@example',
    'parent@example.c',
    'parent@@example.com',
    'par ent@example.com',
    ' parent@example.com',
    'parent..x@example.com',
    '.parent@example.com',
    'parent.@example.com',
    'parent@-example.com',
    'parent@example-.com',
    '家长@example.com',
    '',
    `${'a'.repeat(250)}@ex.com`,
  ])('rejects %s', (value) => {
    expect(validateEmail(value)).toEqual({ ok: false, message: '请填写正确的邮箱' });
  });
});
