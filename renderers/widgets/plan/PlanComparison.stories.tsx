import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlanComparison } from '../../../engine';
import { PlanComparisonTable } from './PlanComparisonTable';

/** Three plans as the engine's planComparison gives them (a duty one plan leaves out, prices "from"). */
const threePlans: PlanComparison = {
  columns: [
    { planCode: 'A', name: '简化版', price: '¥80.00 起' },
    { planCode: 'B', name: '基础版', price: '¥120.34 起' },
    { planCode: 'C', name: '强化版', price: '¥170.00 起' },
  ],
  rows: [
    { limitName: '意外身故/伤残', values: ['10万', '20万', '30万'] },
    { limitName: '意外医疗（含门急诊）', values: ['1万', '2万', '3万'] },
    { limitName: '意外住院津贴', values: ['50元/天', '100元/天', '150元/天'] },
    { limitName: '少儿特定疾病额外保险金', values: [undefined, undefined, '10万'] },
  ],
};

const meta = {
  title: 'Widgets/PlanComparison',
  component: PlanComparisonTable,
  decorators: [(Story) => <div style={{ width: 358, padding: 16, background: '#fff' }}>{Story()}</div>],
} satisfies Meta<typeof PlanComparisonTable>;
export default meta;

export const ThreePlans: StoryObj<typeof PlanComparisonTable> = {
  args: { comparison: threePlans, selected: 'B' },
};
export const TwoPlans: StoryObj<typeof PlanComparisonTable> = {
  args: {
    comparison: {
      columns: threePlans.columns.slice(0, 2),
      rows: threePlans.rows.map((row) => ({ ...row, values: row.values.slice(0, 2) })),
    },
  },
};
