/**
 * Ranked testers, as in jsonforms: each renderer sits beside a tester that scores how well it fits
 * a node; the highest score wins, NOT_APPLICABLE (-1) never does. A product needing a different
 * widget gets a higher-ranked entry selected by manifest data — never a branch on a product code.
 */
import type { ComponentType } from 'react';

export const NOT_APPLICABLE = -1;

export type Tester<Node> = (node: Node) => number;

export interface RegistryEntry<Node, Props> {
  /** A stable name (the section type or widget it draws), used by the coverage test and docs. */
  readonly key: string;
  readonly tester: Tester<Node>;
  readonly renderer: ComponentType<Props>;
}

/** Gives `rank` when the predicate holds, otherwise NOT_APPLICABLE. */
export function rankWith<Node>(rank: number, predicate: (node: Node) => boolean): Tester<Node> {
  return (node) => (predicate(node) ? rank : NOT_APPLICABLE);
}

/** Matches nodes whose `type` equals the given section type. */
export function sectionTypeIs<Node extends { type: string }>(type: string): (node: Node) => boolean {
  return (node) => node.type === type;
}

/** Matches nodes whose `widget` equals the given field widget. */
export function widgetIs<Node extends { widget: string }>(widget: string): (node: Node) => boolean {
  return (node) => node.widget === widget;
}

/** Picks the best-ranked entry for a node, or undefined when nothing applies. */
export function selectEntry<Node, Props>(
  entries: readonly RegistryEntry<Node, Props>[],
  node: Node,
): RegistryEntry<Node, Props> | undefined {
  let best: RegistryEntry<Node, Props> | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    const rank = entry.tester(node);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
