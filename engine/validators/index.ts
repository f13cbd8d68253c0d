/**
 * Validators: the documented public surface (re-exported by engine/index.ts). Pure functions, no
 * DOM or Node APIs; every message comes from the catalogue (engine/messages/<locale>/validation.ts).
 */
export { validateIdCard, isKnownProvinceCode, idCheckCharacter } from './id-card';
export type { IdCardResult, IdCardSubject, IdCardOptions } from './id-card';
export { validateMobile, validateEmail } from './contact';
export { validateName, validateChineseName, validateEnglishName } from './names';
export { validatePassword, validateHkMoTwCard } from './credentials';
export { maskId } from './mask-id';
export { ageOn } from './age';
export { checkFormComplete, allClausesRead, checkProtocolsRead, OPTIONAL_FORM_FIELDS } from './form-rules';
export type { FormCompleteResult } from './form-rules';
export type { CheckResult, ValidatorOptions } from './result';
export { isLeapYear } from './calendar';
