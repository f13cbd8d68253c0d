/**
 * Who a parent can call about a product. The brokerage's own line is one app setting (it sells
 * every product); the insurer's line is manifest data — the hotline of the product's claim process,
 * named after its lead insurer. A tel: link dials the digits only.
 */
import type { ProductModel } from '../model';

export interface PhoneContact {
  /** Who answers (the insurer's name); the brokerage's label comes from the catalogue. */
  name: string;
  phone: string;
}

/** The lead insurer's service line from the manifest, or none when the product gives no hotline. */
export function insurerContact(model: Pick<ProductModel, 'sections' | 'insurers'>): PhoneContact | undefined {
  const claim = model.sections.find((section) => section.type === 'claimProcess') as
    { hotline?: unknown } | undefined;
  const phone = typeof claim?.hotline === 'string' ? claim.hotline : '';
  if (!phone) return undefined;
  const lead =
    model.insurers.find((insurer) => (insurer as { partyRole?: unknown }).partyRole === 'lead') ??
    model.insurers[0];
  return { name: String((lead as { name?: unknown } | undefined)?.name ?? ''), phone };
}

/** The tel: URL of a printed number (400-800-1234 → tel:4008001234). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
