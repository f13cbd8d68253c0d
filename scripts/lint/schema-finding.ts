/**
 * A schema problem (engine/load/validate.ts, Ajv) in the checks' words, so the lint prints it in
 * the operator's language. An empty duties list gets its own message and an example to copy.
 */
import { finding, type Finding } from '../../engine/checks';
import type { Json } from '../../engine/load/merge';
import type { SchemaProblem } from '../../engine/load/validate';
import type { CheckKey } from '../../engine/checks/messages/zh-CN';

const BY_KEYWORD: Partial<Record<string, CheckKey>> = {
  required: 'schema.required',
  enum: 'schema.enum',
  type: 'schema.type',
  pattern: 'schema.pattern',
  minItems: 'schema.minItems',
  maxItems: 'schema.maxItems',
  minLength: 'schema.minLength',
  minimum: 'schema.minimum',
  maximum: 'schema.maximum',
  const: 'schema.const',
  format: 'schema.format',
  discriminator: 'schema.discriminator',
};

/** The value at a JSON pointer of the resolved manifest. */
function at(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[part];
  }
  return node;
}

export function schemaFinding(p: SchemaProblem, resolved: Json): Finding {
  const params = { ...(p.params ?? {}) };
  if (p.keyword === 'minItems' && /\/risks\/\d+\/duties$/.test(p.pointer)) {
    const risk = at(resolved, p.pointer.replace(/\/duties$/, '')) as
      { riskName?: unknown; riskCode?: unknown } | undefined;
    return finding(p.pointer, 'duties.empty', { risk: String(risk?.riskName ?? risk?.riskCode ?? '') });
  }
  if (p.keyword === 'additionalProperties')
    return finding(p.pointer, params.near ? 'schema.unknownPropertyNear' : 'schema.unknownProperty', params);
  if (p.keyword === 'shape') return finding(p.pointer, 'schema.shape');
  const key = BY_KEYWORD[p.keyword];
  if (key && (p.keyword !== 'type' || params.type)) return finding(p.pointer, key, params);
  return finding(p.pointer, 'schema.other', { message: p.message });
}
