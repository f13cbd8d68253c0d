import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EstimateList } from './EstimateList';
import { EstimateWidget } from './EstimateWidget';
import { fixtureReviews } from './fixtures';

const meta = { title: 'Widgets/Estimate', component: EstimateWidget } satisfies Meta<typeof EstimateWidget>;
export default meta;

export const Widget: StoryObj<typeof EstimateWidget> = {
  args: { productCode: '19PR979745', loadReviews: fixtureReviews(1234), onViewMore: fn() },
};
export const WidgetEmpty: StoryObj<typeof EstimateWidget> = {
  args: { productCode: '19PR979745', loadReviews: fixtureReviews(0), onViewMore: fn() },
};
export const List: StoryObj<typeof EstimateList> = {
  render: () => <EstimateList productCode="19PR979745" loadReviews={fixtureReviews(40)} />,
};
export const ListFailing: StoryObj<typeof EstimateList> = {
  render: () => (
    <EstimateList
      productCode="19PR979745"
      loadReviews={async () => {
        throw new Error('offline');
      }}
    />
  ),
};
