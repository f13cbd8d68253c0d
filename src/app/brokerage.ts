/**
 * The brokerage's customer service: the one place its number lives (issue 13 item 9). The product
 * pages' service card, /aboutUs and /fzAddressBook all read it; an insurer's own line is manifest
 * data (engine/rules/service-contacts.ts). Change the number here and nowhere else.
 */
export const BROKERAGE_SERVICE = {
  hotline: '400-000-0000',
} as const;
