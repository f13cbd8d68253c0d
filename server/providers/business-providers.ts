/**
 * The business providers (payment, identity/face, e-signature, the insurer's issuing, the messaging
 * platform's OAuth and its share tickets), each chosen by
 * one setting the way SMS and mail are plugged in. The sandbox implementations are the only ones
 * built in; a real one (a payment gateway, a CA-backed e-signature, the insurer's API) is handed to
 * buildApp in AppDeps.businessProviders under its name and picked by the setting.
 *
 * Fail closed: with NODE_ENV=production a sandbox provider, an unset setting or an unknown name
 * stops the gateway at start-up with a message naming the setting. Sandbox pages (the cashier, the
 * face check) exist only while their sandbox provider is the one chosen.
 */
import type { Issuer } from '../domain/lifecycle/issuer';
import { sandboxIssuer } from '../domain/lifecycle/issuer';
import { sandboxESign, type ESignProvider } from './esign/provider';
import { sandboxFace, type FaceProvider } from './face/provider';
import { sandboxPaymentProvider, type PaymentProvider } from './payment/provider';
import { sandboxOAuth, type OAuthProvider } from './oauth/provider';
import { sandboxTicketSource, type TicketSource } from './share/signature';

export interface BusinessProviders {
  payment: PaymentProvider;
  face: FaceProvider;
  esign: ESignProvider;
  issuer: Issuer;
  oauth: OAuthProvider;
  shareTickets: TicketSource;
}

export type ProviderKind = keyof BusinessProviders;

/** The environment variable that names each provider. */
export const PROVIDER_SETTINGS: Record<ProviderKind, string> = {
  payment: 'PAYMENT_PROVIDER',
  face: 'FACE_PROVIDER',
  esign: 'ESIGN_PROVIDER',
  issuer: 'ISSUER_PROVIDER',
  oauth: 'OAUTH_PROVIDER',
  shareTickets: 'SHARE_TICKET_PROVIDER',
};

export const SANDBOX = 'sandbox';

/** Provider names per kind, as configured (GatewayConfig.providers). */
export type ProviderNames = Partial<Record<ProviderKind, string>>;

/** Implementations beyond the sandbox, by kind and name (AppDeps.businessProviders). */
export type ProviderPlugins = { [K in ProviderKind]?: Readonly<Record<string, BusinessProviders[K]>> };

const KINDS = Object.keys(PROVIDER_SETTINGS) as ProviderKind[];

/** The provider names from the environment (PROVIDER_SETTINGS: PAYMENT_PROVIDER, FACE_PROVIDER, …). */
export function providerNamesFrom(env: Record<string, string | undefined>): ProviderNames {
  const names: ProviderNames = {};
  for (const kind of KINDS) {
    const value = env[PROVIDER_SETTINGS[kind]]?.trim();
    if (value) names[kind] = value;
  }
  return names;
}

/**
 * Why these names cannot run in this environment, or null. Outside production an unset name means
 * the sandbox (`npm start` and the journeys work out of the box); in production it must name a real one.
 */
export function providerNamesProblem(
  env: 'development' | 'test' | 'production',
  names: ProviderNames,
): string | null {
  if (env !== 'production') return null;
  for (const kind of KINDS) {
    const setting = PROVIDER_SETTINGS[kind];
    const name = names[kind];
    if (!name)
      return `${setting} must name a real ${kind} provider when NODE_ENV=production (the sandbox is refused; see server/README.md)`;
    if (name === SANDBOX) {
      return `${setting}=${SANDBOX} is refused when NODE_ENV=production: the sandbox ${kind} provider moves no money and checks nothing; name a real provider (see server/README.md)`;
    }
  }
  return null;
}

function sandboxes(secret: string, issueDelayMs?: number): BusinessProviders {
  return {
    payment: sandboxPaymentProvider(secret),
    face: sandboxFace,
    esign: sandboxESign,
    issuer: sandboxIssuer(issueDelayMs),
    oauth: sandboxOAuth(secret),
    shareTickets: sandboxTicketSource(secret),
  };
}

/** The providers the configuration names; throws (start-up refused) on a sandbox in production or an unknown name. */
export function selectBusinessProviders(
  config: {
    env: 'development' | 'test' | 'production';
    secret: string;
    providers?: ProviderNames | undefined;
    sandboxIssueDelayMs?: number | undefined;
  },
  plugins: ProviderPlugins = {},
): BusinessProviders {
  const names = config.providers ?? {};
  const problem = providerNamesProblem(config.env, names);
  if (problem) throw new Error(problem);
  const builtIn = sandboxes(config.secret, config.sandboxIssueDelayMs);
  const pick = <K extends ProviderKind>(kind: K): BusinessProviders[K] => {
    const name = names[kind] ?? SANDBOX;
    if (name === SANDBOX) return builtIn[kind];
    const found = plugins[kind]?.[name];
    if (!found)
      throw new Error(
        `${PROVIDER_SETTINGS[kind]}=${name}: no ${kind} provider of that name is plugged in (known: ${[SANDBOX, ...Object.keys(plugins[kind] ?? {})].join(', ')})`,
      );
    return found;
  };
  return {
    payment: pick('payment'),
    face: pick('face'),
    esign: pick('esign'),
    issuer: pick('issuer'),
    oauth: pick('oauth'),
    shareTickets: pick('shareTickets'),
  };
}
