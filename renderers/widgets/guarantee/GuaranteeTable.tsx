/**
 * The guarantee table (spec §5 "Guarantee display", "Marquee"): rows come ready from the engine
 * (amounts × copies, 万/元, 元/天); a long name or value scrolls (./Marquee.tsx).
 */
import type { GuaranteeRow } from '../../../engine/model';
import { Marquee } from './Marquee';

function Cell({ text, scroll, align }: { text: string; scroll: boolean; align: 'left' | 'right' }) {
  if (!scroll) return <span style={{ textAlign: align, display: 'block' }}>{text}</span>;
  return <Marquee text={text} align={align} />;
}

export function GuaranteeTable({ rows }: { rows: readonly GuaranteeRow[] }) {
  return (
    <div role="table" style={{ fontSize: 14 }}>
      {rows.map((row) => (
        <div
          role="row"
          key={`${row.limitName}-${row.weight}`}
          style={{ display: 'flex', gap: 12, padding: '8px 0', borderBottom: '1px solid #f5f5f5' }}
        >
          <div role="cell" style={{ flex: 1, minWidth: 0, color: '#555' }}>
            <Cell text={row.limitName} scroll={row.marqueeName} align="left" />
          </div>
          <div role="cell" style={{ width: 110, flex: 'none', color: '#222', fontWeight: 500 }}>
            <Cell text={row.value} scroll={row.marqueeValue} align="right" />
          </div>
        </div>
      ))}
    </div>
  );
}
