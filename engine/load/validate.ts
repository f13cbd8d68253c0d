/**
 * Schema validation of a resolved manifest: Ajv (JSON Schema 2020-12). The validator is precompiled
 * (engine/generated/manifest-validator.js, `npm run gen:types`); when the schema has changed since,
 * it is compiled here instead, once. Kept out of engine/index.ts so the browser bundle only pays for
 * Ajv where it validates.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import schema from '../../schemas/product-manifest.schema.json';
import type { ProductManifest } from '../generated/manifest';
import { schemaHash, validate as precompiled } from '../generated/manifest-validator.js';
import { contentHash } from '../normalize/hash';
import { AJV_OPTIONS } from './ajv-options';

export interface SchemaProblem {
  /** JSON pointer of the offending value in the resolved manifest. */
  pointer: string;
  message: string;
  keyword: string;
  /** What would be accepted (e.g. the allowed property names, the nearest one first). */
  hint?: string;
  /** The problem's facts (name, allowed, near, limit, type…), for tools that word it in another language. */
  params?: Record<string, string>;
}

let compiled: ValidateFunction<ProductManifest> | undefined;

function validator(): ValidateFunction<ProductManifest> {
  if (!compiled) {
    if (schemaHash === contentHash(schema)) compiled = precompiled;
    else {
      console.warn(
        '[engine] engine/generated/manifest-validator.js is stale: run `npm run gen:types` (compiling the schema now)',
      );
      const ajv = new Ajv2020(AJV_OPTIONS);
      addFormats(ajv, ['date']);
      compiled = ajv.compile<ProductManifest>(schema);
    }
  }
  return compiled;
}

function describe(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(
        (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      const near =
        allowed.find((a) => a.toLowerCase() === name.toLowerCase()) ??
        allowed.find((a) => editDistance(a, name) <= 2);
      return {
        pointer: `${error.instancePath}/${name}`,
        message: `unknown property "${name}"`,
        keyword: error.keyword,
        params: { name, allowed: allowed.join(', '), ...(near ? { near } : {}) },
        ...(allowed.length > 0
          ? { hint: `${near ? `did you mean "${near}"? ` : ''}allowed: ${allowed.join(', ')}` }
          : {}),
      };
    }
    case 'required':
      return {
        pointer: error.instancePath,
        message: `missing required property "${String(params.missingProperty)}"`,
        keyword: error.keyword,
        params: { name: String(params.missingProperty) },
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return {
        pointer: error.instancePath,
        message: `must be one of ${allowed}`,
        keyword: error.keyword,
        params: { allowed },
      };
    }
    case 'shape':
      return {
        pointer: error.instancePath,
        message: error.message ?? 'matches none of the allowed forms',
        keyword: error.keyword,
        ...((error.parentSchema as { description?: string } | undefined)?.description
          ? { hint: (error.parentSchema as { description: string }).description }
          : {}),
      };
    case 'discriminator':
      return {
        pointer: `${error.instancePath}/${String(params.tag)}`,
        message: `unknown ${String(params.tag)} ${JSON.stringify(params.tagValue)}`,
        keyword: error.keyword,
        params: { tag: String(params.tag), value: JSON.stringify(params.tagValue) },
      };
    default:
      return {
        pointer: error.instancePath,
        message: error.message ?? error.keyword,
        keyword: error.keyword,
        params: Object.fromEntries(Object.entries(params).map(([k, value]) => [k, String(value)])),
      };
  }
}

/** Levenshtein distance, for "did you mean" hints on typos. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * A value that matches no branch of a oneOf gets errors from every branch; keep only the branch that
 * came closest (fewest errors), so a typo in a condition's operator reads as one clear error.
 */
function closestBranches(errors: ErrorObject[]): ErrorObject[] {
  let kept = errors;
  const oneOfs = errors
    .filter((e) => e.keyword === 'oneOf')
    .sort((a, b) => b.instancePath.length - a.instancePath.length);
  for (const o of oneOfs) {
    const prefix = `${o.schemaPath}/`;
    const inGroup = (e: ErrorObject): boolean =>
      e.schemaPath.startsWith(prefix) &&
      (e.instancePath === o.instancePath ||
        (e.instancePath.startsWith(`${o.instancePath}/`) &&
          !e.instancePath.slice(o.instancePath.length + 1).includes('/')));
    const branchOf = (e: ErrorObject): number => Number(e.schemaPath.slice(prefix.length).split('/')[0]);
    const branches = Array.isArray(o.schema) ? o.schema.length : 0;
    const counts = Array.from({ length: branches }, () => 0);
    for (const e of kept) if (inGroup(e)) counts[branchOf(e)] = (counts[branchOf(e)] ?? 0) + 1;
    const fewest = Math.min(...counts);
    const best = counts.filter((c) => c === fewest).length === 1 ? counts.indexOf(fewest) : -1;
    kept = kept.filter((e) => !inGroup(e) || branchOf(e) === best);
    // No branch came clearly closest: one error that says what the value must look like.
    if (best < 0)
      kept = kept.map((e) =>
        e === o ? { ...o, keyword: 'shape', message: 'matches none of the allowed forms' } : e,
      );
  }
  return kept;
}

/** Composite keywords whose cause is already reported by a more specific error. */
const NOISE = new Set(['if', 'oneOf', 'anyOf', 'not']);

/** Validates a resolved manifest; returns [] when it is valid. */
export function validateManifest(manifest: unknown): SchemaProblem[] {
  const validate = validator();
  if (validate(manifest)) return [];
  const errors = closestBranches(validate.errors ?? []);
  const specific = errors.filter((e) => !NOISE.has(e.keyword));
  const seen = new Set<string>();
  return (specific.length > 0 ? specific : errors).map(describe).filter((p) => {
    const id = `${p.pointer}\u0000${p.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Type guard form, for loaders. */
export function isValidManifest(manifest: unknown): manifest is ProductManifest {
  return validator()(manifest);
}
