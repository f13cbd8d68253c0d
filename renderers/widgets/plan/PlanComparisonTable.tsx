/**
 * The side-by-side plan comparison (issue 13 item 8), drawn from the engine's PlanComparison: a
 * real table (duty names as row headers, plans as columns) that fits a 390 px phone — fixed
 * layout, the duty column a third of the width, long words allowed to break — with the chosen
 * plan's column highlighted and the premiums as the last row.
 */
import { useFormat } from '../../platform/locale';
import type { PlanComparison } from '../../../engine';
import '../../../engine/messages/zh-CN/detail';

export interface PlanComparisonTableProps {
  comparison: PlanComparison;
  /** The plan the tabs show: its column is highlighted. */
  selected?: string | undefined;
}

const cell = {
  padding: '8px 4px',
  borderBottom: '1px solid #f0f0f0',
  textAlign: 'center',
  overflowWrap: 'anywhere',
} as const;
const rowHeader = { ...cell, textAlign: 'left', fontWeight: 400, color: '#555', paddingLeft: 0 } as const;
const highlight = (on: boolean) => (on ? { background: '#f0f6ff' } : {});

export function PlanComparisonTable({ comparison, selected }: PlanComparisonTableProps) {
  const format = useFormat();
  const { columns, rows } = comparison;
  return (
    <table
      data-testid="plan-comparison"
      style={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
        fontSize: 13,
        lineHeight: '18px',
      }}
    >
      <colgroup>
        <col style={{ width: columns.length > 2 ? '31%' : '36%' }} />
        {columns.map((column) => (
          <col key={column.planCode} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" style={{ ...rowHeader, color: '#666' }}>
            {format('screens.detail.compareDuty')}
          </th>
          {columns.map((column) => (
            <th
              key={column.planCode}
              scope="col"
              aria-current={column.planCode === selected ? 'true' : undefined}
              style={{ ...cell, color: '#1677ff', ...highlight(column.planCode === selected) }}
            >
              {column.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.limitName}>
            <th scope="row" style={rowHeader}>
              {row.limitName}
            </th>
            {row.values.map((value, index) => (
              <td
                key={columns[index]?.planCode ?? index}
                style={{
                  ...cell,
                  color: value ? '#222' : '#bbb',
                  ...highlight(columns[index]?.planCode === selected),
                }}
              >
                {value ?? format('screens.detail.notCovered')}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row" style={rowHeader}>
            {format('screens.detail.comparePremium')}
          </th>
          {columns.map((column) => (
            <td
              key={column.planCode}
              style={{
                ...cell,
                color: '#ff6b00',
                fontWeight: 600,
                ...highlight(column.planCode === selected),
              }}
            >
              {column.price ?? '—'}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
