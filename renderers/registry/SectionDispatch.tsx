/** Draws a detail-page section with the best-ranked renderer of the registry, or a loud UnknownNode box. */
import { memo } from 'react';
import { selectEntry } from './tester';
import { useProvidedRegistry } from './context';
import { defaultSectionEntries } from './default-sections';
import type { SectionRendererProps } from './types';
import { UnknownNode } from './UnknownNode';

/**
 * Memoized: the detail screen appends its sections one per task, and each append must draw only the
 * new section, not again every section above it (a section's props, the manifest's section and
 * product, do not change while the page is open).
 */
export const SectionDispatch = memo(function SectionDispatch(props: SectionRendererProps) {
  const entry = selectEntry(useProvidedRegistry()?.sections ?? defaultSectionEntries, props.section);
  if (!entry) return <UnknownNode kind={`section "${props.section.type ?? ''}"`} node={props.section} />;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
});
