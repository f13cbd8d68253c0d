import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { ProductPort } from '../products/port';
import type { ResubConsumer } from '../orders/idempotency';
import type { Issuer } from '../lifecycle/issuer';
import type { LifecycleConfig } from '../lifecycle/transitions';
import type { NotifySender, PaymentProvider } from '../../providers/payment/provider';
import type { ESignProvider } from '../../providers/esign/provider';
import type { FaceProvider } from '../../providers/face/provider';
import type { TicketSource } from '../../providers/share/signature';
import type { OAuthProvider } from '../../providers/oauth/provider';

/** The logged-in caller, as the platform's requireUser answers it. */
export interface BizUser {
  userCode: string;
  userId: string;
  phone: string;
  isStaff: boolean;
}

/** What the business services are given: the platform's deps plus the business ports and providers. */
export interface BizContext {
  deps: AppDeps;
  products: ProductPort;
  requireUser(request: FastifyRequest): Promise<BizUser>;
  /** The caller if a valid token came with the request, else null (public calls that personalise). */
  optionalUser(request: FastifyRequest): Promise<BizUser | null>;
  /** Display name of a user (for ratings, agreements, promoter info); '' when unknown. */
  userName(
    userCode: string,
  ): Promise<{ name: string; phone: string; licenseNumber: string; branchName: string }>;
  resub: ResubConsumer;
  issuer: Issuer;
  lifecycle: LifecycleConfig;
  payment: PaymentProvider;
  sendNotify: NotifySender;
  esign: ESignProvider;
  face: FaceProvider;
  oauth: OAuthProvider;
  shareTickets: TicketSource;
}

/** The origin the caller reached the gateway at (for URLs of the sandbox pages it serves). */
export function originOf(request: FastifyRequest, deps: AppDeps): string {
  if (deps.config.env === 'production' && deps.config.publicUrl)
    return deps.config.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

/** Sends a stored or fresh envelope with its HTTP status. */
export function send(reply: FastifyReply, answer: { httpStatus: number; body: unknown }) {
  return reply.code(answer.httpStatus).send(answer.body);
}
