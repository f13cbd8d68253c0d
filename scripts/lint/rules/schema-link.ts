/** Each manifest file names "$schema" (relative to itself) so an editor checks it while the operator types. */
import { dirname, relative } from 'node:path';
import { isObject, type Json } from '../../../engine/load/merge';
import { finding, type Finding } from '../problem';

export function schemaLinkRule(raw: Json, filePath: string, schemaPath: string): Finding[] {
  const expected = relative(dirname(filePath), schemaPath).split('\\').join('/');
  if (!isObject(raw)) return [];
  if (raw.$schema === undefined)
    return [
      finding(
        '',
        'the manifest does not name its schema',
        `add "$schema": "${expected}" (editors then autocomplete and flag mistakes)`,
      ),
    ];
  if (raw.$schema !== expected)
    return [
      finding('/$schema', `"$schema" does not point at the schema from this file`, `use "${expected}"`),
    ];
  return [];
}
