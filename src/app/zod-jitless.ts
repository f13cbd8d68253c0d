/**
 * zod runs jitless in the browser. Otherwise, as it builds its first object schema, it probes
 * `new Function('')` to see whether it may compile validators, and under the gateway's CSP (no
 * 'unsafe-eval', server/http/security.ts) the browser reports that probe as a violation on every
 * page load, although zod catches it. Its interpreted validators are what it falls back to anyway.
 * Imported first by src/app/start.tsx, before any module that builds a schema (zod reads the
 * setting when a schema is built); the gateway keeps zod's compiled validators.
 *
 * Set where zod keeps its settings (`globalThis.__zod_globalConfig`, which zod's `config()` writes
 * and which it adopts when it loads) rather than by calling `config()`: importing zod's core for that
 * call put 2.8 KB (gzip) of zod before every route's first screen, although no schema is built until
 * the API client loads. zod-jitless.test.ts holds zod to that contract;
 * tests/e2e/shell/csp-clean.spec.ts holds the browser to an empty CSP report.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodSettings = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
zodSettings.jitless = true;

export {}; // a module, imported for its effect
