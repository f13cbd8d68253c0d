/**
 * A person's birthday and sex as the rules read them. Apart from ./application-form.ts (the submit
 * payload) so that the form's checks and derived factors do not carry the payload builder.
 */
import { ID_CARD_TYPE } from '../catalogue/option-lists';
import type { PartyState } from '../model';
import { validateIdCard } from '../validators/id-card';

const SEX_OF = { male: '0', female: '1' } as const;

/** Birthday and sex: from an ID card number when the type is ID card, else as entered. */
export function personFacts(party: PartyState): { birthday: string; sex: string } {
  if ((party.idType ?? ID_CARD_TYPE) === ID_CARD_TYPE && party.idNumber) {
    const id = validateIdCard(party.idNumber.trim());
    if (id.ok) return { birthday: id.birthday, sex: SEX_OF[id.sex] };
  }
  return { birthday: party.birthday ?? '', sex: party.sexValue ?? '' };
}
