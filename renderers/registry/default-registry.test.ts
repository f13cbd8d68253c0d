// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIELD_WIDGETS, SECTION_TYPES } from '../../engine/registry-keys';
import { defaultRegistry } from './default-registry';
import { NOT_APPLICABLE, selectEntry } from './tester';

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

describe('the default renderer registry', () => {
  it('covers exactly the section types the engine allows', () => {
    expect(sorted(defaultRegistry.sections.map((entry) => entry.key))).toEqual(sorted(SECTION_TYPES));
  });

  it('covers exactly the field widgets the engine allows', () => {
    expect(sorted(defaultRegistry.fields.map((entry) => entry.key))).toEqual(sorted(FIELD_WIDGETS));
  });

  it('selects, for every allowed section type, the entry named after it', () => {
    for (const type of SECTION_TYPES) {
      expect(selectEntry(defaultRegistry.sections, { key: type, type } as never)?.key).toBe(type);
    }
  });

  it('selects, for every allowed widget, the entry named after it', () => {
    for (const widget of FIELD_WIDGETS) {
      expect(selectEntry(defaultRegistry.fields, { widget } as never)?.key).toBe(widget);
    }
  });

  it('finds nothing for an unknown section type, so the UnknownNode box shows', () => {
    expect(selectEntry(defaultRegistry.sections, { key: 'x', type: 'bannner' } as never)).toBeUndefined();
    for (const entry of defaultRegistry.sections)
      expect(entry.tester({ key: 'x', type: 'bannner' } as never)).toBe(NOT_APPLICABLE);
  });

  it('lets a higher-ranked entry win without touching the default ones', () => {
    const special = { key: 'banner', tester: () => 5, renderer: () => null };
    const custom = [...defaultRegistry.sections, special];
    expect(selectEntry(custom, { key: 'banner', type: 'banner' } as never)).toBe(special);
  });
});
