import { describe, expect, it } from 'vitest';
import { translationRule } from '../checks/translations';
import { describeFinding } from '../checks';
import type { Json } from './merge';
import { localizeManifest } from './localize';

const manifest: Json = {
  name: '济宁市学生成长保障计划',
  sections: [
    { type: 'banner', alt: '横幅' },
    {
      type: 'faq',
      title: '常见问题',
      items: [
        { question: '问1', answer: '答1' },
        { question: '问2', answer: '答2' },
      ],
    },
  ],
  plans: { maxCopies: 1 },
  i18n: {
    'en-US': {
      name: 'Jining student growth plan',
      sections: [{ type: 'faq', title: 'FAQ', items: [{ question: 'Q1' }, {}] }],
    },
  },
};

describe('product content in English', () => {
  it('replaces the translated text, keeps the Chinese text elsewhere and drops i18n', () => {
    expect(localizeManifest(manifest, 'en-US')).toEqual({
      name: 'Jining student growth plan',
      sections: [
        { type: 'banner', alt: '横幅' },
        {
          type: 'faq',
          title: 'FAQ',
          items: [
            { question: 'Q1', answer: '答1' },
            { question: '问2', answer: '答2' },
          ],
        },
      ],
      plans: { maxCopies: 1 },
    });
    expect(localizeManifest(manifest, 'zh-CN')).not.toHaveProperty('i18n');
  });

  it('the lint says where a translated list has another shape than the Chinese one, with a hint', () => {
    const broken = {
      ...(manifest as object),
      i18n: {
        'en-US': {
          sections: [
            { type: 'faq', items: [{ question: 'Q1' }] },
            { type: 'ratings', title: 'Reviews' },
          ],
          plans: { maxCopies: 'one' },
        },
      },
    } as Json;
    const findings = translationRule(broken);
    expect(findings.map((f) => f.pointer)).toEqual([
      '/i18n/en-US/sections/0/items',
      '/i18n/en-US/sections/1',
      '/i18n/en-US/plans/maxCopies',
    ]);
    expect(describeFinding(findings[0]!)).toEqual({
      message: '译文列表有 1 项，中文列表有 2 项',
      hint: '逐项翻译：译文列表与中文列表等长、同序（不翻译的项写 {}）',
    });
    // A list of another length is not applied: no text pairs with the wrong Chinese item.
    expect(JSON.stringify(localizeManifest(broken, 'en-US'))).toContain('答1');
    expect(translationRule(manifest)).toEqual([]);
  });
});

describe('the page title (route.title) in the translation', () => {
  const titled: Json = {
    name: '济宁市学生成长保障计划',
    route: { path: '/jiningDetails', title: '济宁市学生成长保障计划' },
    i18n: { 'en-US': { name: 'Jining student growth plan' } },
  };

  it('is translated like any text', () => {
    const both = {
      ...(titled as object),
      i18n: { 'en-US': { name: 'Jining student growth plan', route: { title: 'Jining growth plan' } } },
    } as Json;
    expect(translationRule(both)).toEqual([]);
    expect(localizeManifest(both, 'en-US')).toMatchObject({
      route: { path: '/jiningDetails', title: 'Jining growth plan' },
    });
  });

  it('the lint says when a translation names the product but leaves the title the manifest sets in Chinese', () => {
    const findings = translationRule(titled);
    expect(findings.map((f) => [f.pointer, f.key])).toEqual([['/i18n/en-US/name', 'i18n.titleUntranslated']]);
    expect(describeFinding(findings[0]!, 'en-US')).toEqual({
      message:
        'the translation names the product but leaves its page title route.title (济宁市学生成长保障计划) in Chinese',
      hint: 'translate route.title too, or drop route.title from the manifest (the title is then the name)',
    });
    // No route.title in the manifest: the title is the name, translated with it.
    const { title: _title, ...route } = (titled as { route: Record<string, string> }).route;
    expect(translationRule({ ...(titled as object), route } as Json)).toEqual([]);
  });
});

describe('only product content is translated (the schema\'s "x-translatable" fields)', () => {
  const manifest: Json = {
    name: '济宁市学生成长保障计划',
    route: { path: '/jiningDetails', title: '济宁市学生成长保障计划' },
    sections: [{ type: 'phoneCall', title: '咨询电话', phone: '400-000-0000' }],
    i18n: {
      'en-US': {
        name: 'Jining student growth plan',
        route: { path: '/jiningGrowth', title: 'Jining growth plan' },
        sections: [{ type: 'phoneCall', title: 'Hotline', phone: '800' }],
      },
    },
  };

  it('the lint rejects a translation of data (route path, phone number) with a fix hint', () => {
    const findings = translationRule(manifest);
    expect(findings.map((f) => [f.pointer, f.key])).toEqual([
      ['/i18n/en-US/route/path', 'i18n.notTranslatable'],
      ['/i18n/en-US/sections/0/phone', 'i18n.notTranslatable'],
    ]);
    expect(describeFinding(findings[0]!, 'en-US')).toEqual({
      message: 'route.path is data, not product text: a translation may not change it',
      hint: 'translate only the fields the schema marks "x-translatable" (names, titles, FAQ, notices…): remove this one from the translation',
    });
  });

  it('the engine applies the translated text and ignores the translated data', () => {
    expect(localizeManifest(manifest, 'en-US')).toEqual({
      name: 'Jining student growth plan',
      route: { path: '/jiningDetails', title: 'Jining growth plan' },
      sections: [{ type: 'phoneCall', title: 'Hotline', phone: '400-000-0000' }],
    });
  });
});

describe('a translation inherits from the family', () => {
  it('keeps the family’s translated sections when the variant translates only some', async () => {
    const { resolveManifest } = await import('./resolve');
    const family: Json = {
      sections: [
        { type: 'faq', title: '常见问题' },
        { type: 'banner', alt: '横幅' },
      ],
      i18n: { 'en-US': { sections: [{ type: 'faq', title: 'FAQ' }] } },
    };
    const variant: Json = {
      extends: 'fam',
      sections: [{ type: 'banner', alt: '济宁' }, { type: 'faq' }],
      i18n: { 'en-US': { sections: [{ type: 'banner', alt: 'Jining' }] } },
    };
    const resolved = resolveManifest(variant, (name) => (name === 'fam' ? family : undefined), 'v');
    if (!resolved.ok) throw new Error('not resolved');
    expect((localizeManifest(resolved.value, 'en-US') as { sections: unknown }).sections).toEqual([
      { type: 'banner', alt: 'Jining' },
      { type: 'faq', title: 'FAQ' },
    ]);
  });

  it('drops the family’s English where the variant writes other Chinese (an insurer, an age note, a rewritten FAQ)', async () => {
    const { resolveManifest } = await import('./resolve');
    const family: Json = {
      insurers: [{ name: '中国人民财产保险股份有限公司', code: 'PICC' }],
      attributes: { ageIssue: '出生满28天-18周岁', insurancePeriod: '1年' },
      sections: [
        { type: 'faq', title: '常见问题', items: [{ question: '谁能投保？', answer: '28天-18周岁' }] },
      ],
      i18n: {
        'en-US': {
          insurers: [{ name: 'PICC Property and Casualty Company Limited' }],
          attributes: { ageIssue: '28 days to 18 years old', insurancePeriod: '1 year' },
          sections: [
            {
              type: 'faq',
              title: 'FAQ',
              items: [{ question: 'Who can be insured?', answer: '28 days to 18' }],
            },
          ],
        },
      },
    };
    const variant: Json = {
      extends: 'fam',
      insurers: [{ name: '中国平安财产保险股份有限公司', code: 'PAIC' }],
      attributes: { ageIssue: '14周岁-22周岁', insurancePeriod: '1年' },
      sections: [{ type: 'faq', items: [{ question: '谁能投保？', answer: '14-22周岁' }] }],
    };
    const resolved = resolveManifest(variant, (name) => (name === 'fam' ? family : undefined), 'v');
    if (!resolved.ok) throw new Error('not resolved');
    const english = localizeManifest(resolved.value, 'en-US') as {
      insurers: { name: string }[];
      attributes: Record<string, string>;
      sections: unknown[];
    };
    // Not another company's name, nor the family's ages: the variant's Chinese (its contract text).
    expect(english.insurers[0]!.name).toBe('中国平安财产保险股份有限公司');
    expect(english.attributes).toEqual({ ageIssue: '14周岁-22周岁', insurancePeriod: '1 year' });
    // The FAQ's title is still the family's; its rewritten items are the variant's Chinese.
    expect(english.sections).toEqual([
      { type: 'faq', title: 'FAQ', items: [{ question: '谁能投保？', answer: '14-22周岁' }] },
    ]);
  });
});
