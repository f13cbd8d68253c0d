/** Ajv options of the manifest schema (shared by the runtime compile and the precompiled validator). */
export const AJV_OPTIONS = {
  allErrors: true,
  verbose: true,
  strict: true,
  strictRequired: false,
  discriminator: true,
  allowUnionTypes: true,
} as const;
