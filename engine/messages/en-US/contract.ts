import type { contract as zh } from '../zh-CN/contract';

/** en-US messages: the commission-contract flow pages (same keys as zh-CN). */
export const contract: Record<keyof typeof zh, string> = {
  'contract.title': 'Sign the commission contract',
  'contract.noManagerHint':
    'This product has no account manager yet, so it cannot be signed and bought. Please contact customer service.',
  'contract.noProduct': 'Product not found',
  'contract.manager': 'Account manager',
  'contract.provider': 'E-signature service',
  'contract.terms': 'Terms',
  'contract.bailorName': 'Bailor name',
  'contract.bailorIdNo': 'Bailor ID number',
  'contract.start': 'Contract start',
  'contract.end': 'Contract end',
  'contract.cert': 'ID card photo',
  'contract.certPick': 'Upload the photo side of the ID card',
  'contract.certUploaded': 'Certificate info uploaded',
  'contract.certAlt': 'The uploaded ID card photo',
  'contract.certNeeded': 'Please upload the ID card photo first',
  'contract.agree': 'I have read and agree to the commission contract',
  'contract.agreeNeeded': 'Please read and agree to the commission contract first',
  'contract.sign': 'Sign',
  'contract.signed': 'Commission contract signed',
  'contract.contractNo': 'Contract no.',
  'contract.signTime': 'Signed at',
  'contract.term': 'Contract term',
  'contract.view': 'View contract',
  'contract.continue': 'Continue to buy',
  'contract.signAgain': 'Sign again',
  'contract.alreadySigned': 'You have signed the commission contract of this product',
} as const;
