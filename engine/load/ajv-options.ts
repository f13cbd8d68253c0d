/** Ajv options of the manifest schema (shared by the runtime compile and the precompiled validator). */
export const AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  discriminator: true,
  allowUnionTypes: true,
  // An annotation of the schema (what a translation may replace: scripts/lint/translatable-code.ts), not a check.
  keywords: ['x-translatable'] as string[],
} as const;
