/**
 * The engine's checks of one pasted manifest, in the browser: JSON syntax, `extends` resolution,
 * the schema (Ajv) and the product lint's pure rules (plans, rates, references, registry keys),
 * then the ProductModel when nothing blocks it.
 */
import { buildProductModel, resolveManifest, type Json } from '../../engine';
import type { ProductManifest } from '../../engine/generated/manifest';
import { validateManifest } from '../../engine/load/validate';
import type { ProductModel } from '../../engine/model';
import { describeFinding, manifestRules, registryRule } from '../../engine/checks';

export interface PlaygroundProblem {
  pointer: string;
  message: string;
}

export interface PlaygroundResult {
  problems: PlaygroundProblem[];
  model?: ProductModel;
}

export function lintManifest(text: string, families: ReadonlyMap<string, Json>): PlaygroundResult {
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch (error) {
    return {
      problems: [{ pointer: '', message: `JSON: ${error instanceof Error ? error.message : String(error)}` }],
    };
  }
  const lookup = (name: string) => families.get(name);
  const resolved = resolveManifest(json, lookup, 'playground');
  if (!resolved.ok)
    return {
      problems: [{ pointer: '/extends', message: `cannot resolve extends (${resolved.error.kind})` }],
    };
  const schemaProblems = validateManifest(resolved.value).map((p) => ({
    pointer: p.pointer,
    message: p.message,
  }));
  if (schemaProblems.length > 0) return { problems: schemaProblems };
  const manifest = resolved.value as unknown as ProductManifest;
  const findings = [...registryRule(resolved.value), ...manifestRules(json, manifest)].map((f) => {
    const { message, hint } = describeFinding(f);
    return { pointer: f.pointer, message: hint ? `${message} (${hint})` : message };
  });
  try {
    return { problems: findings, model: buildProductModel(json, lookup, { source: 'playground' }) };
  } catch (error) {
    return {
      problems: [
        ...findings,
        { pointer: '', message: error instanceof Error ? error.message : String(error) },
      ],
    };
  }
}
