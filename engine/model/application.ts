/**
 * The order payload of spec §3 ("Application form sent on submit"), as the engine builds it. The wire
 * contract (contract/order/shapes.ts) is its one description: these are its parsed shapes, so what the
 * engine builds is by type what the gateway accepts.
 */
import type {
  AgentForm,
  ApplicationForm,
  InsuredForm,
  OrderSubmission,
  PolicyHolderForm,
} from '../../contract/order/shapes';
import type { PremiumItem } from '../../contract/prod-svc/calpremiums';

export type PolicyHolderPayload = PolicyHolderForm;
export type InsuredPayload = InsuredForm;
export type AgentPayload = AgentForm;
export type ApplicationFormPayload = ApplicationForm;
export type ApplicationPayload = OrderSubmission;

/** A problem found in a submitted payload: JSON pointer and a message naming the field. */
export interface PayloadError {
  path: string;
  message: string;
}

export type PayloadCheck = { ok: true } | { ok: false; errors: PayloadError[] };

/** The premium request item of spec §7 / §9 (calpremiums sends a one-element list). */
export type PremiumRequestItem = PremiumItem;
