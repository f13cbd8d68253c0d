/** Draws a node with the best-ranked renderer of the registry, or a loud UnknownNode box. */
import { selectEntry } from './tester';
import { useRendererRegistry } from './context';
import type { FieldRendererProps, SectionRendererProps } from './types';
import { UnknownNode } from './UnknownNode';

export function SectionDispatch(props: SectionRendererProps) {
  const entry = selectEntry(useRendererRegistry().sections, props.section);
  if (!entry) return <UnknownNode kind={`section "${props.section.type ?? ''}"`} node={props.section} />;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
}

export function FieldDispatch(props: FieldRendererProps) {
  const entry = selectEntry(useRendererRegistry().fields, props.field);
  if (!entry) return <UnknownNode kind={`field widget "${props.field.widget}"`} node={props.field} />;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
}
