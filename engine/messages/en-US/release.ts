import type { release as zh } from '../zh-CN/release';

/** en-US messages: what buyers see of a release (same keys as zh-CN). */
export const release: Record<keyof typeof zh, string> = {
  'release.sold.title': 'Cover sold (the version bought)',
  'release.sold.insurer': 'Insurer',
  'release.sold.plan': 'Plan',
  'release.ePolicyCover': '  · {name}: {value}',
  'release.productUpdated': 'The product was updated. What you typed is kept; please check it and continue',
  'release.draftFieldDropped': 'The product was updated: please fill in "{label}" again',
  'release.visitorLoginHint': 'Log in to submit: what you fill in is kept.',
  'release.visitorLogin': 'Log in',
  'release.draftRestored': 'What you typed before logging in is restored',
};
