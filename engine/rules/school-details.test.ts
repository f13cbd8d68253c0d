import { describe, expect, it } from 'vitest';
import { jiningModel } from '../testing/models';
import { schoolDetails } from './school-details';

describe('school details on the confirm page (issue 13 item 11)', () => {
  const fields = jiningModel().form.insured.fields;

  it('labels each school field as the form does and shows option labels and region names, not codes', () => {
    const child = {
      name: '李小明',
      region: {
        provinceCode: '370000',
        provinceName: '山东省',
        cityCode: '370800',
        cityName: '济宁市',
        countyCode: '370811',
        countyName: '任城区',
      },
      schoolKind: fields.find((f) => f.name === 'schoolKind')!.options[1]!.value,
      schoolName: '任城区实验小学',
      class: fields.find((f) => f.name === 'class')!.options[2]!.value,
      grade: fields.find((f) => f.name === 'grade')!.options[1]!.value,
    };
    const rows = schoolDetails(fields, child);
    expect(rows.map((row) => row.label)).toEqual(['学校所在地区', '学校类型', '学校名称', '年级', '班级']);
    expect(rows[0]!.value).toBe('山东省 济宁市 任城区');
    expect(rows[2]!.value).toBe('任城区实验小学');
    for (const [index, name] of [
      [1, 'schoolKind'],
      [3, 'class'],
      [4, 'grade'],
    ] as const) {
      const field = fields.find((f) => f.name === name)!;
      expect(rows[index]!.value).toBe(field.options.find((o) => o.value === child[name])!.label);
    }
  });

  it('leaves out what was not filled and has nothing for a person without school fields', () => {
    expect(schoolDetails(fields, { schoolName: '任城区实验小学' })).toEqual([
      { label: '学校名称', value: '任城区实验小学' },
    ]);
    expect(schoolDetails(fields, { name: '张丽' })).toEqual([]);
  });
});
