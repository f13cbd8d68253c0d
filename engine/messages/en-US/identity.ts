import type { identity as zh } from '../zh-CN/identity';

/** en-US messages: offline school channel and identity verification (same keys as zh-CN). */
export const identity: Record<keyof typeof zh, string> = {
  'identity.intro': 'Enter your real name and ID card number; a face check follows.',
  'identity.name': 'Real name',
  'identity.namePlaceholder': 'Your real name',
  'identity.idNo': 'ID card number',
  'identity.idNoPlaceholder': 'Your ID card number',
  'identity.submit': 'Next: face check',
  'identity.submitting': 'Submitting...',
  'identity.verified': 'Verified',
  'identity.unverified': 'Not verified',
  'identity.faceVerified': 'Face check passed',
  'identity.status': 'Identity verification',
  'identity.go': 'Verify',
  'identity.already': 'Your identity is verified',
  'identity.result.pass': 'Verified',
  'identity.result.passText': '{name} ({idNo}) passed the identity and face checks',
  'identity.result.fail': 'Verification failed',
  'identity.result.failText': 'The face check did not pass; please verify again',
  'identity.result.pending': 'Verification not finished',
  'identity.result.pendingText': 'The face check is not finished; please verify again',
  'identity.result.back': 'Back',
  'identity.result.retry': 'Verify again',
} as const;
