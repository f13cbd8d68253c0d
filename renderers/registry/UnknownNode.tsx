/**
 * What shows when no renderer fits a node: never a silent fallback (design.md example 3).
 * In development the box carries the node's JSON so the operator sees the typo; in production a
 * short visible notice and one console error.
 */
import { useEffect } from 'react';
import { useFormat } from '../platform/locale';
import '../../engine/messages/zh-CN/screens';

export interface UnknownNodeProps {
  /** What kind of node it was: 'section', 'field', … */
  kind: string;
  node: unknown;
}

export function UnknownNode({ kind, node }: UnknownNodeProps) {
  const format = useFormat();
  useEffect(() => {
    console.error(`[renderers] no renderer for ${kind}`, node);
  }, [kind, node]);
  return (
    <div
      role="alert"
      data-testid="unknown-renderer"
      style={{
        border: '2px dashed #e53935',
        background: '#fff5f5',
        color: '#b71c1c',
        padding: 12,
        margin: 8,
        fontSize: 13,
      }}
    >
      <strong>{format('screens.unknown.title')}</strong>
      <div>{format('screens.unknown.hint', { kind })}</div>
      {import.meta.env.DEV ? (
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: '8px 0 0' }}>
          {JSON.stringify(node, null, 2)}
        </pre>
      ) : null}
    </div>
  );
}
