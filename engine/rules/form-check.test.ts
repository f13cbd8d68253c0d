import { describe, expect, it } from 'vitest';
import { idNumberFor, jiningModel } from '../testing/models';
import { checkFormField, formProblems, type FormValues } from './form-check';

describe('form model', () => {
  const model = jiningModel();

  it('maps manifest fields to FieldModels with resolved option lists (spec §9 codes)', () => {
    const relation = model.form.insured.fields.find((f) => f.name === 'relationType');
    expect(relation?.options.map((o) => `${o.value} ${o.label}`)).toEqual([
      '00 本人',
      '01 配偶',
      '02 父母',
      '03 子女',
      '05 兄弟姐妹',
      '99 其他',
    ]);
    const idType = model.form.holder.fields.find((f) => f.name === 'idType');
    expect(idType?.options).toEqual([
      { value: '0', label: '身份证' },
      { value: '1', label: '护照' },
      { value: '17', label: '港澳通行证' },
    ]);
    const kinds = model.form.insured.fields.find((f) => f.name === 'schoolKind')?.options.map((o) => o.value);
    expect(kinds?.slice(0, 4)).toEqual(['edu_06', 'edu_07', 'edu_27', 'edu_28']);
    expect(model.form.holder.fields.find((f) => f.name === 'telephone')).toMatchObject({
      path: 'holder.telephone',
      widget: 'mobile',
      validator: 'mobile',
      required: true,
    });
  });

  const check = (data: FormValues) => formProblems(model, data, { onDate: '2026-11-23' });
  const insured = {
    relationType: '03',
    name: '张小明',
    idType: '0',
    idNumber: idNumberFor('2015-06-01'),
    // Inside the product's region (Jining): a school elsewhere is refused (engine/rules/region-scope.ts).
    region: { provinceCode: '370000', cityCode: '370800', countyCode: '370811' },
    schoolKind: 'edu_07',
    schoolName: '实验小学',
    class: 'P5',
    grade: '3',
    securityCode: 'Y',
  };
  const holder = { name: '张伟', idType: '0', idNumber: idNumberFor('1985-03-12'), telephone: '13812345678' };

  it('accepts a complete form', () => {
    expect(check({ holder, insureds: [insured] })).toEqual([]);
  });

  it('puts the spec’s messages at the field paths', () => {
    const problems = check({
      holder: { ...holder, telephone: '1381234567' },
      insureds: [{ ...insured, name: '' }],
    });
    const issues = problems.map((p) => `${p.path} ${p.message}`);
    expect(issues).toEqual(['holder.telephone 请填写正确的手机号!', 'insureds.0.name 请完善投保信息!']);
  });

  it('asks for birthday and sex only when the ID type is not an ID card, and checks the age', () => {
    const passport = { ...insured, idType: '1', idNumber: 'E12345678' };
    const missing = check({ holder, insureds: [passport] });
    expect(missing.map((p) => p.path)).toEqual(['insureds.0.birthday', 'insureds.0.sexValue']);
    const tooOld = check({
      holder,
      insureds: [{ ...passport, birthday: '2000-01-01', sexValue: '0' }],
    });
    expect(tooOld.map((p) => p.message)).toEqual(['被保险人张小明年龄不符合投保要求：不得超过18周岁']);
  });

  it('checks one field as the whole form would, at its path (what the form runs while the buyer types)', () => {
    const options = { onDate: '2026-11-23' };
    const passport = { ...insured, idType: '1', idNumber: 'E12345678', sexValue: '0' };
    const cases = [
      { holder: { ...holder, telephone: '1381234567' }, insureds: [insured] },
      { holder, insureds: [insured, { ...insured, name: 'a' }] },
      { holder, insureds: [{ ...passport, birthday: '2000-01-01' }] },
      { holder, insureds: [{ ...passport, birthday: '' }] },
      { holder, insureds: [insured] },
    ];
    for (const data of cases) {
      const issues = new Map(check(data).map((p) => [p.path, p.message] as const));
      const paths = [
        ...Object.keys(holder).map((name) => `holder.${name}`),
        ...data.insureds.flatMap((record, index) =>
          [...Object.keys(record), 'birthday'].map((name) => `insureds.${index}.${name}`),
        ),
      ];
      for (const path of paths)
        expect(checkFormField(model, data, path, options), path).toBe(issues.get(path));
    }
    expect(checkFormField(model, cases[0] as never, 'insureds.5.name', options)).toBeNull();
  });

  it('checks the list of insured (after one is added or removed) for its number only, not the new person’s empty fields', () => {
    const options = { onDate: '2026-11-23' };
    const added = {
      holder,
      insureds: [insured, { relationType: '03', name: '', idType: '0', idNumber: '' }],
    };
    expect(check(added)).not.toEqual([]);
    expect(checkFormField(model, added, 'insureds', options)).toBeUndefined();
    const none = { holder, insureds: [] };
    const countIssue = check(none).find((p) => p.path === 'insureds');
    expect(countIssue?.message).toBeTruthy();
    expect(checkFormField(model, none, 'insureds', options)).toBe(countIssue?.message);
  });
});

describe('the insured school region (issue 13 item 3)', () => {
  it('refuses a school outside the product region with a message naming the area', () => {
    const model = jiningModel();
    const holder = {
      name: '张伟',
      idType: '0',
      idNumber: idNumberFor('1985-03-12'),
      telephone: '13812345678',
    };
    const insured = {
      relationType: '03',
      name: '张小明',
      idType: '0',
      idNumber: idNumberFor('2015-06-01'),
      schoolKind: 'edu_07',
      schoolName: '实验小学',
      class: 'P5',
      grade: '3',
      securityCode: 'Y',
    };
    const elsewhere = formProblems(
      model,
      {
        holder,
        insureds: [
          { ...insured, region: { provinceCode: '530000', cityCode: '530100', countyCode: '530102' } },
        ],
      },
      { onDate: '2026-11-23' },
    );
    expect(elsewhere.map((p) => `${p.path} ${p.message}`)).toEqual([
      'insureds.0.region 学校所在地区须在本产品的承保区域（山东省济宁市）内',
    ]);
  });
});
