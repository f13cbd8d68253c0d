/**
 * schemas/product-variant.schema.json and schemas/product-family.schema.json, generated from the
 * product schema: what a file that `extends` a family may say, and what a family file may say. Both
 * state only part of a manifest, so nothing is required but a variant's `extends` (a family may
 * extend another family or nothing) and the conditional requirements (if/then) are left to the
 * merged manifest, which the engine and the lint check against schemas/product-manifest.schema.json.
 * Every property, type and enum stays, so an editor still autocompletes and flags a typo or a wrong
 * type. Values that are never merged (a condition, an option list) keep their required keys; a
 * section keeps only `type`, its merge key.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const schemaPath = resolve(root, 'schemas/product-manifest.schema.json');
export const variantSchemaPath = resolve(root, 'schemas/product-variant.schema.json');
export const familySchemaPath = resolve(root, 'schemas/product-family.schema.json');

type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Definitions whose value is used whole (never merged over a family's): their required keys stay. */
const WHOLE_VALUES = new Set(['condition']);

function relax(node: unknown, keep: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => relax(n));
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      // A map of property names (one may be called "required"): relax each property's schema.
      out.properties = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, relax(v)]));
      continue;
    }
    if (key === 'if' || key === 'then' || key === 'else' || key === 'examples') continue;
    if (key === 'required') {
      const kept = (value as string[]).filter((k) => keep.includes(k));
      if (kept.length > 0) out.required = kept;
    } else if (key === 'allOf') {
      const rest = (value as unknown[])
        .map((n) => relax(n))
        .filter((n) => isNode(n) && Object.keys(n).length > 0);
      if (rest.length > 0) out.allOf = rest;
    } else if (key === 'oneOf' || key === 'anyOf')
      out[key] = value; // alternatives stay exact: they tell forms apart
    else out[key] = relax(value);
  }
  return out;
}

async function renderPartialSchema(kind: 'variant' | 'family'): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, 'utf8')) as Node;
  const defs = schema.$defs as Record<string, Node>;
  const sectionBranches = new Set(
    ((defs.section?.oneOf as { $ref: string }[] | undefined) ?? []).map((r) =>
      r.$ref.replace('#/$defs/', ''),
    ),
  );
  const variantDefs = Object.fromEntries(
    Object.entries(defs).map(([name, def]) => [
      name,
      WHOLE_VALUES.has(name) ? def : relax(def, sectionBranches.has(name) ? ['type'] : []),
    ]),
  );
  const { properties, additionalProperties } = schema;
  const partial = {
    $schema: schema.$schema,
    $id: String(schema.$id).replace('product-manifest.schema.json', `product-${kind}.schema.json`),
    ...(kind === 'variant'
      ? {
          title: 'Product variant',
          description:
            'A product variant: a file that `extends` a family and states only what differs (generated from product-manifest.schema.json by `npm run lint:products`; do not edit). The merged manifest is checked against product-manifest.schema.json.',
        }
      : {
          title: 'Product family',
          description:
            'A product family (products/families/): the template its variants extend, itself a partial manifest that may extend another family (generated from product-manifest.schema.json by `npm run lint:products`; do not edit). Each merged variant is checked against product-manifest.schema.json.',
        }),
    type: 'object',
    additionalProperties,
    ...(kind === 'variant' ? { required: ['extends'] } : {}),
    properties: (relax({ properties }) as Node).properties,
    $defs: variantDefs,
  };
  return `${JSON.stringify(partial, null, 2)}\n`;
}

export const renderVariantSchema = (): Promise<string> => renderPartialSchema('variant');
export const renderFamilySchema = (): Promise<string> => renderPartialSchema('family');
