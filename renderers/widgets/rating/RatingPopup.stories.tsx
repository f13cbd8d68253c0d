import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RatingPopup } from './RatingPopup';
import type { RatingTemplateItem } from './types';

const template: RatingTemplateItem[] = [
  {
    commentType: '00',
    list: [
      { name: '投保体验', code: 'A1' },
      { name: '服务态度', code: 'A2' },
      { name: '理赔时效', code: 'A3' },
    ],
  },
  {
    commentType: '01',
    list: [
      { name: '流程便捷', code: 'T1' },
      { name: '客服耐心', code: 'T2' },
    ],
  },
];

const meta = {
  title: 'Widgets/RatingPopup',
  component: RatingPopup,
  // The popup opens over a policy page (it renders into document.body).
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: '100vh', background: '#f5f6f8' }}>
        <p>保单详情</p>
        <Story />
      </div>
    ),
  ],
  args: {
    visible: true,
    subject: {
      productCode: '19PR799624',
      productName: '成长守护重疾险',
      bizNo: 'P2026000001',
      bizType: '01',
      commentNode: '00',
      userCode: 'U0001',
      userName: '王芳',
      loginAccount: '13800138000',
    },
    loadTemplate: async () => template,
    onSubmit: fn(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof RatingPopup>;
export default meta;

type Story = StoryObj<typeof meta>;
export const WithTemplate: Story = {};
export const NoTemplate: Story = { args: { loadTemplate: async () => [] } };
export const Loading: Story = { args: { loadTemplate: () => new Promise<RatingTemplateItem[]>(() => {}) } };
