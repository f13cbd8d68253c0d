/** Provided by the build's product-models step (scripts/build/product-models.ts). */
declare module 'virtual:product-models' {
  /** The version of this build's model files (their `?v=`); '' in development, which has none. */
  export const MODELS_VERSION: string;
}
