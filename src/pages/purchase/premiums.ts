/**
 * The premiums the gateway answered in this page's life, by manifest version and request (product,
 * plan, copies, factors, insured count). The insure screen is drawn afresh whenever the buyer comes
 * back to it (from the clause viewer, from the confirm page) and asks for its selection's premium
 * again; what the gateway has just answered for the same request is not asked twice. A release
 * changes the manifest version, so a new version asks afresh (and the submit checks the price
 * anyway: 4091). A failed call is not kept: the next change asks again.
 */
const answered = new Map<string, Promise<number>>();

export function rememberedPremium(key: string, ask: () => Promise<number>): Promise<number> {
  let answer = answered.get(key);
  if (!answer) {
    answer = ask();
    answered.set(key, answer);
    answer.catch(() => answered.delete(key));
  }
  return answer;
}
