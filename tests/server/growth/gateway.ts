import { startGateway, type StartedGateway } from '../helpers/start-gateway';

/** The real gateway (migrated and seeded, growth services included by buildApp) on a free port. */
export type GrowthGateway = StartedGateway;

export const startGrowthGateway = (): Promise<GrowthGateway> => startGateway();
