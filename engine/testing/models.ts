/**
 * Test models for the engine's unit tests: the Jining example variant, and a grouped-layout product
 * built on the student-accident family (data, not code: the same manifest shapes the catalogue uses).
 */
import jining from '../../products/jining-student-growth.json';
import studentAccident from '../../products/families/student-accident.json';
import { buildProductModel } from '../load/build';
import type { Json } from '../load/merge';
import { validateManifest } from '../load/validate';
import type { ProductModel } from '../model';
import { idCheckCharacter } from '../validators/id-card';

const families: Record<string, Json> = { 'student-accident': studentAccident as Json };

export function modelOf(manifest: Json): ProductModel {
  return buildProductModel(manifest, (name) => families[name], {
    validate: validateManifest,
    source: 'test',
  });
}

export const jiningModel = (): ProductModel => modelOf(jining as Json);

const program = (code: string, name: string, weight: number, amount: number): Json => ({
  code,
  name,
  weight,
  risks: [
    {
      riskCode: '2724',
      riskName: '学生幼儿意外伤害保险',
      duties: [{ limitName: '意外身故/伤残', amount, unit: '万', weight: 1 }],
    },
  ],
});

/** Three plans shown 简化版/基础版/强化版 (declared out of order), each = own program + shared program. */
export function groupedManifest(overrides: Record<string, Json> = {}): Json {
  return {
    extends: 'student-accident',
    productCode: '99PR100001',
    name: '分组方案测试保险',
    project: { code: 'XM-G', name: '分组项目' },
    route: { path: '/groupedTestDetails', access: 'public', clearRecord: true, clearForm: false },
    plans: {
      layout: 'grouped',
      shared: [
        {
          code: 'G-SHARED',
          name: '公共保障',
          weight: 9,
          risks: [
            {
              riskCode: '2740',
              riskName: '附加住院医疗',
              duties: [{ limitName: '疾病住院津贴', amount: 50, unit: '元', daily: true, weight: 10 }],
            },
          ],
        },
      ],
      groups: [
        { name: '加强组', weight: 2, programs: [program('G-QH', '强化版', 3, 30)] },
        {
          name: '基础组',
          weight: 1,
          programs: [program('G-JC', '基础版', 2, 20), program('G-JH', '简化版', 1, 10)],
        },
      ],
      exactPlanCount: 3,
    },
    premium: {
      factors: [
        {
          code: 'insurePeriod',
          name: '保险期间',
          options: [
            { value: '1', label: '1年' },
            { value: '2', label: '2年' },
          ],
          default: '1',
          setsPeriodYear: true,
        },
      ],
      rates: [
        { program: 'G-JH', when: { insurePeriod: '1' }, premium: 40 },
        { program: 'G-JC', when: { insurePeriod: '1' }, premium: 80.335 },
        { program: 'G-QH', when: { insurePeriod: '1' }, premium: 130 },
        { program: 'G-SHARED', when: { insurePeriod: '1' }, premium: 40 },
        { program: 'G-JH', when: { insurePeriod: '2' }, premium: 75 },
        { program: 'G-JC', when: { insurePeriod: '2' }, premium: 150 },
        { program: 'G-QH', when: { insurePeriod: '2' }, premium: 250 },
        { program: 'G-SHARED', when: { insurePeriod: '2' }, premium: 70 },
      ],
    },
    confirm: { layout: 'multiPlan', endOfDay: false },
    ...overrides,
  };
}

/** A valid 18-digit ID number for a birthday 'YYYY-MM-DD'; odd sequence = male. */
export function idNumberFor(birthday: string, male = true, region = '370802'): string {
  const first17 = `${region}${birthday.replace(/-/g, '')}01${male ? '1' : '2'}`;
  return `${first17}${idCheckCharacter(first17)}`;
}
