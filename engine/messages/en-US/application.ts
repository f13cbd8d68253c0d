import type { application as zh } from '../zh-CN/application';

/** en-US messages: the gateway's checks of a submitted application (same keys as zh-CN). */
export const application: Record<keyof typeof zh, string> = {
  'engine.submit.invalid': '{field}: {message}',
  'engine.submit.wrongProduct': 'The product code does not match the application',
  'engine.submit.unknownPlan': 'Unknown plan: {code}',
  'engine.submit.premiumMismatch': 'The premium does not match the plan: it should be ¥{expected}',
  'engine.submit.badDate': '{field} is not a valid date',
  'engine.field.birthday': 'Date of birth',
  'engine.field.sex': 'Sex',
  'engine.submit.idMismatch': '{field} does not match the ID card number',
  'engine.submit.notTheHolder':
    'The insured {name} has another ID than the policyholder, so is not the policyholder',
  'engine.region.unknownCode': 'Region code {code} does not exist; please choose the region again',
  'engine.region.notWithin':
    '{name} ({code}) is not in {parentName} ({parentCode}); please choose the region again',
  'engine.region.noParent':
    'Region code {code} comes without its province or city; please choose the region again',
  'engine.submit.notForSale': 'This product cannot be bought online',
};
