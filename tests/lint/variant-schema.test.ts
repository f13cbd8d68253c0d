import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import fullSchema from '../../schemas/product-manifest.schema.json';
import familySchema from '../../schemas/product-family.schema.json';
import variantSchema from '../../schemas/product-variant.schema.json';

const products = resolve(import.meta.dirname, '../../products');

/** What an editor does with a variant file's "$schema": validate the file as written (no extends resolved). */
function editor(schema: object = variantSchema) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv, ['date']);
  return ajv.compile(schema);
}

describe('the variant schema (what a file that extends a family may say)', async () => {
  const validate = editor();
  const files = (await readdir(products)).filter((n) => n.endsWith('.json'));
  const variants = await Promise.all(
    files.map(async (file) => ({
      file,
      json: JSON.parse(await readFile(resolve(products, file), 'utf8')) as Record<string, unknown>,
    })),
  );

  it.each(variants.map((v) => [v.file, v.json] as const))(
    '%s points at it and shows no false error',
    (_file, json) => {
      expect(json.$schema).toBe('../schemas/product-variant.schema.json');
      expect(validate(json) ? [] : validate.errors).toEqual([]);
    },
  );

  it('still flags a typo, a wrong type and a file that extends nothing', () => {
    const base = variants[0]!.json;
    expect(validate({ ...base, labelz: [] })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'additionalProperties',
      params: { additionalProperty: 'labelz' },
    });
    expect(validate({ ...base, route: { clearRecord: 'yes' } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/route/clearRecord', keyword: 'type' });
    const { extends: _family, ...orphan } = base;
    expect(validate(orphan)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'required',
      params: { missingProperty: 'extends' },
    });
  });

  it('accepts a variant that states only a section’s type (sections merge by type)', () => {
    expect(
      validate({
        extends: 'student-accident',
        sections: [{ type: 'faq' }, { type: 'banner', image: 'assets/x.svg' }],
      }),
    ).toBe(true);
  });
});

describe('the family schema (what a file in products/families/ may say)', async () => {
  const validate = editor(familySchema);
  const dir = resolve(products, 'families');
  const families = await Promise.all(
    (await readdir(dir))
      .filter((n) => n.endsWith('.json'))
      .map(async (file) => ({
        file,
        json: JSON.parse(await readFile(resolve(dir, file), 'utf8')) as Record<string, unknown>,
      })),
  );

  it.each(families.map((f) => [f.file, f.json] as const))(
    '%s points at it and shows no false error',
    (_file, json) => {
      expect(json.$schema).toBe('../../schemas/product-family.schema.json');
      expect(validate(json) ? [] : validate.errors).toEqual([]);
    },
  );

  it('still flags a typo and a wrong type; a family need not extend anything', () => {
    const base = families[0]!.json;
    expect(validate({ ...base, labelz: [] })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'additionalProperties' });
    expect(validate({ ...base, route: { clearRecord: 'yes' } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/route/clearRecord', keyword: 'type' });
    expect(validate({ $schema: '../../schemas/product-family.schema.json', name: '模板' })).toBe(true);
  });

  it('is the editor view: the full schema would flag every family (what it left to variants)', () => {
    const full = editor(fullSchema);
    expect(families.every((f) => !full(f.json))).toBe(true);
  });
});
