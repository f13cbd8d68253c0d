import { afterAll, beforeAll } from 'vitest';
import {
  startGateway,
  START_TIMEOUT_MS,
  type StartedGateway,
  type StartGatewayOptions,
} from '../../helpers/start-gateway';
import { login, type Client } from './client';

type Account = { phone: string; password: string };

/** The suite's gateway and a logged-in client per named account; filled in before the suite's first test. */
export type SuiteGateway<Name extends string> = { gw: StartedGateway } & Record<Name, Client>;

/**
 * The setup most gateway suites share: a gateway on a fresh seeded database, started before the
 * suite's tests with the given demo accounts logged in (side by side), and closed after them. Call
 * it in the describe block; read its fields inside tests and hooks, once they have been filled in.
 *
 *   const suite = suiteGateway({ databaseUrl }, { parent: PARENT, other: SECOND_PARENT });
 *   it('…', async () => { const { gw, parent } = suite; … });
 */
export function suiteGateway<Name extends string>(
  options: StartGatewayOptions,
  accounts: Record<Name, Account>,
): SuiteGateway<Name> {
  const suite = {} as SuiteGateway<Name>;
  const clients = suite as Record<string, Client>;
  let gw: StartedGateway | undefined;
  beforeAll(async () => {
    gw = suite.gw = await startGateway(options);
    const url = gw.url;
    await Promise.all(
      Object.entries<Account>(accounts).map(async ([name, account]) => {
        clients[name] = await login(url, account);
      }),
    );
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());
  return suite;
}
