/** Draws a detail-page section with the best-ranked renderer of the registry, or a loud UnknownNode box. */
import { selectEntry } from './tester';
import { useProvidedRegistry } from './context';
import { defaultSectionEntries } from './default-sections';
import type { SectionRendererProps } from './types';
import { UnknownNode } from './UnknownNode';

export function SectionDispatch(props: SectionRendererProps) {
  const entry = selectEntry(useProvidedRegistry()?.sections ?? defaultSectionEntries, props.section);
  if (!entry) return <UnknownNode kind={`section "${props.section.type ?? ''}"`} node={props.section} />;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
}
