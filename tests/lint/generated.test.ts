import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_WIDGETS, SECTION_TYPES } from '../../engine/registry-keys';
import schema from '../../schemas/product-manifest.schema.json';
import { referencePath, renderReference } from '../../scripts/gen-manifest-reference';
import {
  familySchemaPath,
  renderFamilySchema,
  renderVariantSchema,
  variantSchemaPath,
} from '../../scripts/lint/variant-schema';
import { renderTranslatableCode, translatablePath } from '../../scripts/lint/translatable-code';
import { leftoverStories, outDir as storiesDir, renderStories } from '../../stories/scripts/gen-stories';
import {
  indexPath,
  renderManifestTypes,
  renderProductIndex,
  renderValidatorCode,
  typesPath,
  validatorPath,
} from '../../scripts/gen-manifest-types';

describe('generated files are up to date (run `npm run gen:types` when this fails)', () => {
  it('engine/generated/manifest.ts matches the schema', async () => {
    expect(await readFile(typesPath, 'utf8')).toBe(await renderManifestTypes());
  });

  it('engine/generated/manifest-validator.js is the schema precompiled', async () => {
    expect(await readFile(validatorPath, 'utf8')).toBe(await renderValidatorCode());
  });

  it('engine/generated/translatable.ts lists the schema\'s "x-translatable" paths', async () => {
    const generated = await readFile(translatablePath, 'utf8');
    expect(generated).toBe(await renderTranslatableCode());
    // Product text is in it, data is not.
    expect(generated).toContain("'/plans/groups/*/programs/*/risks/*/duties/*/limitName'");
    expect(generated).toContain("'/protocols/clauses/*/resourceName'");
    expect(generated).not.toContain("'/route/path'");
  });

  it('docs/manifest-reference.md matches the schema (run `npm run gen:docs`)', async () => {
    expect(await readFile(referencePath, 'utf8')).toBe(await renderReference());
  });

  it('engine/generated/product-index.ts matches products/', async () => {
    expect(await readFile(indexPath, 'utf8')).toBe(await renderProductIndex());
  });

  it('schemas/product-variant.schema.json is the variant form of the schema', async () => {
    expect(await readFile(variantSchemaPath, 'utf8')).toBe(await renderVariantSchema());
  });

  it('schemas/product-family.schema.json is the family form of the schema', async () => {
    expect(await readFile(familySchemaPath, 'utf8')).toBe(await renderFamilySchema());
  });

  it('stories/generated/ matches products/ (run `npm run lint:products`)', async () => {
    const stories = await renderStories();
    for (const [name, content] of stories)
      expect(await readFile(join(storiesDir, name), 'utf8'), name).toBe(content);
    expect(await leftoverStories(stories)).toEqual([]);
  });
});

describe('registry keys', () => {
  it('the schema’s section types are exactly the registry’s section types', () => {
    const defs = schema.$defs as Record<string, { properties?: { type?: { enum?: string[] } } }>;
    const refs = schema.$defs.section.oneOf.map((r) => r.$ref.replace('#/$defs/', ''));
    const types = refs.flatMap((name) => defs[name]?.properties?.type?.enum ?? []);
    expect([...types].sort()).toEqual([...SECTION_TYPES].sort());
  });

  it('lists each widget once', () => {
    expect(new Set(FIELD_WIDGETS).size).toBe(FIELD_WIDGETS.length);
  });
});
