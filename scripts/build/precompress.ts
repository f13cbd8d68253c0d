/**
 * Build step: pre-compressed .br and .gz copies beside each text asset, which the gateway serves
 * (@fastify/static's preCompressed) to phones on slow networks. One place for the settings: the
 * storefront's build and the hand-written baseline that bench:screens measures it against
 * (scripts/bench/screens/run.ts) are built and served alike.
 */
import { compression } from 'vite-plugin-compression2';

export const precompress = () =>
  compression({
    algorithms: ['brotliCompress', 'gzip'],
    include: /\.(js|css|html|svg|json|mjs)$/,
    threshold: 1024,
  });
