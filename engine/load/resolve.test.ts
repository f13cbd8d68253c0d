import { describe, expect, it } from 'vitest';
import { mergeJson } from './merge';
import { resolveManifest } from './resolve';

describe('extends resolution', () => {
  const families = {
    base: {
      kind: 'onSale',
      route: { access: 'public', clearRecord: true },
      labels: ['a', 'b'],
      sections: [
        { type: 'banner', image: 'x.svg', alt: 'X' },
        { type: 'faq', items: [1] },
      ],
    },
    child: { extends: 'base', route: { clearForm: false }, labels: ['c'] },
  };
  const lookup = (name: string) => families[name as keyof typeof families];

  it('merges objects key by key and replaces plain arrays, nearest family winning', () => {
    const r = resolveManifest({ extends: 'child', route: { path: '/p' } }, lookup);
    expect(r.ok && r.value).toMatchObject({
      kind: 'onSale',
      extends: 'child',
      route: { access: 'public', clearRecord: true, clearForm: false, path: '/p' },
      labels: ['c'],
    });
    expect(r.ok && r.chain).toEqual(['(manifest)', 'child', 'base']);
  });

  it('lets the child’s keyed list decide items and order, each inheriting the same-key family item', () => {
    const r = resolveManifest(
      { extends: 'base', sections: [{ type: 'faq' }, { type: 'banner', image: 'y.svg' }] },
      lookup,
    );
    expect(r.ok && r.value.sections).toEqual([
      { type: 'faq', items: [1] },
      { type: 'banner', image: 'y.svg', alt: 'X' },
    ]);
  });

  it('reports a missing parent and a cycle', () => {
    expect(resolveManifest({ extends: 'nope' }, lookup)).toEqual({
      ok: false,
      error: { kind: 'missingParent', parent: 'nope', chain: ['(manifest)'] },
    });
    const loop = { a: { extends: 'b' }, b: { extends: 'a' } };
    const r = resolveManifest({ extends: 'a' }, (n) => loop[n as 'a' | 'b'], 'v.json');
    expect(r).toEqual({ ok: false, error: { kind: 'cycle', chain: ['v.json', 'a', 'b', 'a'] } });
  });

  it('keeps a non-string extends so the schema check reports it', () => {
    const r = resolveManifest({ extends: 5 }, lookup);
    expect(r.ok && r.value.extends).toBe(5);
  });

  it('never mutates its inputs', () => {
    const base = { a: { b: 1 } };
    mergeJson(base, { a: { c: 2 } });
    expect(base).toEqual({ a: { b: 1 } });
  });
});
