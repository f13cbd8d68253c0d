/** Draws a form field with the best-ranked widget of the registry, or a loud UnknownNode box. */
import { selectEntry } from './tester';
import { useProvidedRegistry } from './context';
import { defaultFieldEntries } from './default-fields';
import type { FieldRendererProps } from './types';
import { UnknownNode } from './UnknownNode';

export function FieldDispatch(props: FieldRendererProps) {
  const entry = selectEntry(useProvidedRegistry()?.fields ?? defaultFieldEntries, props.field);
  if (!entry) return <UnknownNode kind={`field widget "${props.field.widget}"`} node={props.field} />;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
}
