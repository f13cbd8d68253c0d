/**
 * `npm start`: scripts/start.ts, compiled (scripts/build/compiled-gateway.mjs) — again when its
 * sources have changed — and run without the TypeScript loader.
 */
import { compiledStart } from './build/compiled-gateway.mjs';

await import(await compiledStart());
