import type { RouteName } from '../routes/table';

/** Confirm layouts and their routes (spec §2 confirm dispatcher). */
export type ConfirmLayoutKind = 'generic' | 'multiPlan' | 'oneConfig' | 'product';
export type ConfirmBlock =
  | 'product'
  | 'plan'
  | 'guarantees'
  | 'holder'
  | 'insured'
  | 'school'
  | 'beneficiary'
  | 'period'
  | 'copies'
  | 'premium'
  | 'notice';

export interface ConfirmLayout {
  layout: ConfirmLayoutKind;
  /** The route (engine/routes/table.ts) the insure page goes to. */
  route: Extract<RouteName, 'confirmIndex' | 'confirmIndexForMulti' | 'confirmIndexOneConfig' | 'confirm'>;
  /** Send the end date with 23:59:59 (else 00:00:00). */
  endOfDay: boolean;
  /** Blocks in display order (the generic and multi-plan pages show the spec's fixed set). */
  blocks: ConfirmBlock[];
  title?: string;
  notice?: string;
}

export interface PaymentNotice {
  title: string;
  text: string;
  days?: number;
  /** `showOrder`: the premium is collected elsewhere (e.g. a city's education fee system), so 确定 opens the order, not a cashier. */
  afterConfirm?: 'pay' | 'showOrder';
}

export interface PaymentConfig {
  mode: 'none' | 'payUrl' | 'external' | 'oauth';
  externalPayType?: 4;
  notice?: PaymentNotice;
}

/** Where the app goes after a successful submit (engine/rules/payment-route.ts decides). */
export type PaymentRoute =
  | {
      kind: 'paySuccess';
      route: Extract<RouteName, 'paySuccess'>;
      query: { orderCode: string; productCode: string; applicationFormCode: string };
    }
  | {
      /** The premium is paid outside this app: the notice says where, then the order's result page. */
      kind: 'payElsewhere';
      route: Extract<RouteName, 'paySuccess'>;
      query: { orderCode: string; productCode: string; applicationFormCode: string };
      notice: PaymentNotice;
    }
  | { kind: 'payUrl'; appCode: string; maxLookups: number; notice?: PaymentNotice }
  | { kind: 'external'; payType: 4; appCode: string; maxLookups: number; notice?: PaymentNotice }
  | {
      kind: 'oauth';
      route: Extract<RouteName, 'payoff'>;
      query: { productCode: string };
      notice?: PaymentNotice;
    };

/** Agent config (spec §3), built from the attribute entry with attrCode PermanentAgent. */
export interface AgentConfig {
  branchCode: string;
  branchName: string;
  agentCode: string;
  agentName: string;
  departCode: string;
  departName: string;
  schanelCode?: string;
}
