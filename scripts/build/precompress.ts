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
    // Every size: a copy is kept only where it is smaller (the plugin's skipIfLargerOrEqual). The
    // bundler's runtime (0.8 KB, on every route) was served whole: 0.4 KB more than its brotli.
    threshold: 0,
  });
