import { describe, expect, it } from 'vitest';
import { allClausesRead, checkFormComplete, checkProtocolsRead } from './form-rules';

const holder = {
  name: '李明',
  idType: '0',
  idNumber: '11010519491231002X',
  telephone: '13812345678',
  sexValue: 0,
  birthday: '1949-12-31',
  userCode: '',
  faceAuth: '',
  cardAuth: undefined,
  cardAuthValue: null,
  faceAuthValue: '',
};

describe('checkFormComplete', () => {
  it('passes when every field but userCode, faceAuth, cardAuth, cardAuthValue, faceAuthValue is filled', () => {
    expect(checkFormComplete(holder)).toEqual({ ok: true });
  });

  it('treats 0 and false as answers', () => {
    expect(checkFormComplete({ sexValue: 0, checked: false })).toEqual({ ok: true });
  });

  it('fails with 请完善投保信息! and names each gap (empty, blank, null, undefined, empty list)', () => {
    expect(
      checkFormComplete({
        ...holder,
        name: '',
        telephone: '   ',
        birthday: null,
        idType: undefined,
        schools: [],
      }),
    ).toEqual({
      ok: false,
      message: '请完善投保信息!',
      missing: ['name', 'idType', 'telephone', 'birthday', 'schools'],
    });
  });
});

describe('protocols read rule', () => {
  it('needs the read count to equal the clause count and be non-zero', () => {
    expect(allClausesRead(3, 3)).toBe(true);
    expect(allClausesRead(2, 3)).toBe(false);
    expect(allClausesRead(0, 0)).toBe(false);
    expect(checkProtocolsRead(1, 1)).toEqual({ ok: true });
    expect(checkProtocolsRead(0, 2)).toEqual({ ok: false, message: '请先阅读全部条款!' });
  });
});
