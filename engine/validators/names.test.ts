import { describe, expect, it } from 'vitest';
import { validateChineseName, validateEnglishName, validateName } from './names';

const NAME = '请输入2-20位中文名或汉字和字母任意组合!';

describe('validateName', () => {
  it.each(['李明', '欧阳娜娜', '阿卜杜·热合曼', 'Tom', '王Amy', '𠮷野家', '张'.repeat(20)])(
    'accepts %s',
    (value) => {
      expect(validateName(value)).toEqual({ ok: true });
    },
  );

  it.each([
    ['one character', '李'],
    ['21 characters', '张'.repeat(21)],
    ['digits', '李明2'],
    ['space', '李 明'],
    ['surrounding space', ' 李明'],
    ['leading dot', '·李明'],
    ['trailing dot', '李明·'],
    ['double dot', '阿卜杜··热合曼'],
    ['full-width letters', 'ＴＯＭ'],
    ['punctuation', '李明!'],
    ['empty', ''],
  ])('rejects %s', (_label, value) => {
    expect(validateName(value)).toEqual({ ok: false, message: NAME });
  });
});

describe('validateChineseName', () => {
  const MESSAGE = '中文名，2(含)-20(含)位';

  it('accepts 2 to 20 Chinese characters (display width up to 40)', () => {
    expect(validateChineseName('李明')).toEqual({ ok: true });
    expect(validateChineseName('张'.repeat(20))).toEqual({ ok: true });
    expect(validateChineseName('买买提·艾力')).toEqual({ ok: true });
  });

  it('rejects 1 or 21 Chinese characters, letters and digits', () => {
    expect(validateChineseName('李')).toEqual({ ok: false, message: MESSAGE });
    expect(validateChineseName('张'.repeat(21))).toEqual({ ok: false, message: MESSAGE });
    expect(validateChineseName('李Amy')).toEqual({ ok: false, message: MESSAGE });
    expect(validateChineseName('李明1')).toEqual({ ok: false, message: MESSAGE });
    expect(validateChineseName('')).toEqual({ ok: false, message: MESSAGE });
  });
});

describe('validateEnglishName', () => {
  const MESSAGE = '英文名，2(含)-30(含)位';

  it.each(['Li', 'JOHN SMITH', "O'Neil", 'Mary-Ann Lee', 'Martin Luther King Jr.', 'A'.repeat(30)])(
    'accepts %s',
    (value) => {
      expect(validateEnglishName(value)).toEqual({ ok: true });
    },
  );

  it.each(['L', 'A'.repeat(31), 'John  Smith', ' John', 'John ', '李明', 'John3', ''])(
    'rejects "%s"',
    (value) => {
      expect(validateEnglishName(value)).toEqual({ ok: false, message: MESSAGE });
    },
  );
});
