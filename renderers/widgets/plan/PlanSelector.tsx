/**
 * Plan selection (spec §4 "Plan selection", §9): groups sorted by weight (the engine sorts them),
 * plans as cards; the grouped layout shows each plan as its own program plus the shared cover.
 */
import type { PlanGroupModel, PlanModel } from '../../../engine/model';
import { useFormat } from '../../platform/locale';
import '../../../engine/messages/zh-CN/screens';

export interface PlanSelectorProps {
  groups: readonly PlanGroupModel[];
  layout: 'list' | 'grouped';
  value: string;
  onChange: (plan: PlanModel, index: number) => void;
}

export function PlanSelector({ groups, layout, value, onChange }: PlanSelectorProps) {
  const format = useFormat();
  // Each plan's position across all groups (the spec's plan index), counted before drawing.
  const positions = new Map(
    groups.flatMap((group) => group.plans).map((plan, position) => [plan.code, position]),
  );
  return (
    <div data-testid="plan-selector">
      {groups.map((group) => (
        <div key={group.name} style={{ marginBottom: 8 }}>
          {groups.length > 1 ? (
            <div style={{ fontSize: 14, color: '#666', margin: '4px 0' }}>{group.name}</div>
          ) : null}
          <div
            role="radiogroup"
            aria-label={group.name}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {group.plans.map((plan) => {
              const position = positions.get(plan.code) ?? 0;
              const selected = plan.code === value;
              const shared = layout === 'grouped' ? plan.programs.filter((program) => program.shared) : [];
              return (
                <button
                  key={plan.code}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => onChange(plan, position)}
                  style={{
                    position: 'relative',
                    minWidth: 96,
                    padding: '10px 12px',
                    borderRadius: 8,
                    fontSize: 15,
                    border: selected ? '1px solid #1677ff' : '1px solid #ddd',
                    background: selected ? '#e8f1ff' : '#fff',
                    color: selected ? '#1677ff' : '#333',
                  }}
                >
                  {plan.name}
                  {shared.length > 0 ? (
                    <span style={{ display: 'block', fontSize: 11, color: '#666' }}>
                      + {shared.map((program) => program.name).join(format('screens.common.listSeparator'))}
                    </span>
                  ) : null}
                  {plan.tag ? (
                    <span
                      style={{
                        position: 'absolute',
                        top: -8,
                        right: -4,
                        background: '#ff6b00',
                        color: '#fff',
                        fontSize: 10,
                        borderRadius: 6,
                        padding: '0 4px',
                      }}
                    >
                      {plan.tag}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
