/**
 * zod runs jitless in the browser. Otherwise, as it builds its first object schema, it probes
 * `new Function('')` to see whether it may compile validators, and under the gateway's CSP (no
 * 'unsafe-eval', server/http/security.ts) the browser reports that probe as a violation on every
 * page load, although zod catches it. Its interpreted validators are what it falls back to anyway.
 * Imported first by src/app/start.tsx, before any module that builds a schema (zod reads the
 * setting when a schema is built); the gateway keeps zod's compiled validators.
 * tests/e2e/shell/csp-clean.spec.ts holds the browser to an empty CSP report.
 */
import { config } from 'zod/mini';

config({ jitless: true });
