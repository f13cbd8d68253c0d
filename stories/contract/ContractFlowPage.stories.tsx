import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import type { ProductModel } from '../../engine/model';
import { ContractFlowView } from '../../src/pages/contract/ContractFlowView';
import type { ContractSiteState } from '../../src/pages/contract/useContractSite';
import { MemoryRouting } from '../../src/app/MemoryRouting';
import '../../src/app/app.css';

/**
 * The contract page of the contract-based flow (/lanshanContract, /jiningOfflineContract,
 * /xuZhouOfflineSign; docs/contract-flow.md) for its three states, drawn from the built models of
 * real manifests: 21PR336218 has an account manager, 20PR552806 has none (未配置客户经理). The site
 * and the earlier contract are what api/contract_site and api/logged answer.
 */
// Through Vite's glob, not imports: TypeScript would type the models' JSON in every tsc and ESLint run.
const models = import.meta.glob<ProductModel>(
  ['../generated/21PR336218.model.json', '../generated/20PR552806.model.json'],
  { eager: true, import: 'default' },
);
const withManager = models['../generated/21PR336218.model.json']!;
const withoutManager = models['../generated/20PR552806.model.json']!;

const site = {
  productCode: withManager.productCode,
  productName: withManager.name,
  contractPath: withManager.contractFlow?.contractPath ?? '',
  provider: 'sandbox',
  manager: { managerUserCode: 'U0000000002', managerName: '王建华' },
  // As the gateway lists them: the product's clauses.
  terms: (withManager.protocols.find((group) => group.group === 'clauses')?.items ?? []).map(
    (item) => `${item.displayNo}. ${item.resourceName}`,
  ),
};

const signedBefore = {
  contractNo: 'CT20261101093012000001',
  signTime: '2026-11-01 09:30:12',
  contractUrl: '/edu-svc/api/contract_pdf/CT20261101093012000001',
  userName: '张丽',
  productCode: withManager.productCode,
  orderCode: null,
  bailorName: '张丽',
  bailorIdNo: '370***********0022',
  contractStart: '2026-11-01',
  contractEnd: '2099-10-31',
};

const meta = {
  title: 'Pages/Contract flow',
  component: ContractFlowView,
  decorators: [
    (Story) => (
      <MemoryRouting>
        <Story />
      </MemoryRouting>
    ),
  ],
  args: {
    onContinue: action('continue to buy'),
    state: { kind: 'ready', product: withManager, site, signed: null } satisfies ContractSiteState,
  },
} satisfies Meta<typeof ContractFlowView>;
export default meta;

type Story = StoryObj<typeof meta>;
/** 21PR336218: the manager, the terms and the commission contract form. */
export const WithManager: Story = {};
/** A contract signed earlier that still runs: view it, continue to buy with it, or sign again. */
export const WithManagerSignedBefore: Story = {
  args: { state: { kind: 'ready', product: withManager, site, signed: signedBefore } },
};
/** 20PR552806: no account manager configured — 未配置客户经理, nothing to sign. */
export const WithoutManager: Story = { args: { state: { kind: 'noManager', product: withoutManager } } };
