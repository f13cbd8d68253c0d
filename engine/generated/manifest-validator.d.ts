/* Types of the precompiled validator (engine/generated/manifest-validator.js, written by `npm run gen:types`). */
import type { ValidateFunction } from 'ajv';
import type { ProductManifest } from './manifest';

/** contentHash of the schema the validator was compiled from. */
export declare const schemaHash: string;
export declare const validate: ValidateFunction<ProductManifest>;
export default validate;
