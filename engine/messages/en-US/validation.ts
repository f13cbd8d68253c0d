import type { validation as zh } from '../zh-CN/validation';

/** en-US messages: validation (same keys as zh-CN). */
export const validation: Record<keyof typeof zh, string> = {
  'validation.holderIdCardLength': 'The policyholder ID number has the wrong number of digits!',
  'validation.holderIdCardInvalid': 'The policyholder ID number failed verification!',
  'validation.insuredIdCardLength': 'The insured person ID number has the wrong number of digits!',
  'validation.insuredIdCardInvalid': 'The insured person ID number failed verification!',
  'validation.custodyIdCardLength': 'The ward ID number has the wrong number of digits!',
  'validation.custodyIdCardInvalid': 'The ward ID number failed verification!',
  'validation.mobile': 'Please enter a valid mobile number!',
  'validation.email': 'Please enter a valid e-mail address',
  'validation.name':
    'Please enter a name of 2-20 Chinese characters or a mix of Chinese characters and letters!',
  'validation.chineseName': 'Chinese name, 2 (inclusive) to 20 (inclusive) characters',
  'validation.englishName': 'English name, 2 (inclusive) to 30 (inclusive) characters',
  'validation.password':
    'Please enter an 8-16 character password mixing letters, digits and special characters!',
  'validation.hkMoTwCard': 'The Hong Kong/Macau/Taiwan card number is not in the right format!',
  'validation.formIncomplete': 'Please complete the insurance information!',
  'validation.protocolsUnread': 'Please read all the clauses first!',
};
