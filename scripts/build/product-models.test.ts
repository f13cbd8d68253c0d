import { describe, expect, it } from 'vitest';
import { modelsVersion } from './product-models';

describe('the models version (the `?v=` of every model file)', () => {
  const files = [
    { file: 'a.json', source: '{"model":{"name":"甲"}}' },
    { file: 'b.json', source: '{"model":{"name":"乙"}}' },
  ];

  it('is the same for the same files, in whatever order the build lists them', () => {
    expect(modelsVersion(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(modelsVersion([...files].reverse())).toBe(modelsVersion(files));
  });

  it('changes when any model changes (a manifest, the normalizer or a label), so a phone never keeps a stale one', () => {
    const changed = [files[0]!, { file: 'b.json', source: '{"model":{"name":"丙"}}' }];
    expect(modelsVersion(changed)).not.toBe(modelsVersion(files));
    expect(modelsVersion(files.slice(0, 1))).not.toBe(modelsVersion(files));
  });
});
