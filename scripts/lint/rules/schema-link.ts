/** Each manifest file names "$schema" (relative to itself) so an editor checks it while the operator types. */
import { dirname, relative } from 'node:path';
import { isObject, type Json } from '../../../engine/load/merge';
import { finding, type Finding } from '../problem';

export function schemaLinkRule(raw: Json, filePath: string, schemaPath: string): Finding[] {
  const expected = relative(dirname(filePath), schemaPath).split('\\').join('/');
  if (!isObject(raw)) return [];
  if (raw.$schema === undefined) return [finding('', 'schemaLink.missing', { expected })];
  if (raw.$schema !== expected) return [finding('/$schema', 'schemaLink.wrong', { expected })];
  return [];
}
