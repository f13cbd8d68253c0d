/**
 * The price a parent sees before buying agrees with the gateway (issue 13 items 7 and 12): for every
 * manifest on sale, every plan × every factor choice is priced by calpremiums over HTTP, and the
 * detail page's "¥xx 起" (the engine's startingPremium) and each plan tab's price are the lowest of
 * those answers. Copies multiply the premium within the manifest's maxCopies and not beyond.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPremiumRequest,
  defaultSelection,
  factorCombinations,
  planPriceFrom,
  roundPremium,
  startingPremium,
  type PlanSelection,
  type ProductModel,
} from '../../../engine';
import { startGateway, type StartedGateway } from '../helpers/start-gateway';
import { Client, login, PARENT, products, purchase } from './support/client';

describe('starting premium ⇄ calpremiums, every manifest', () => {
  let gw: StartedGateway;
  let anon: Client;
  let onSale: ProductModel[];

  beforeAll(async () => {
    gw = await startGateway();
    anon = new Client(gw.url);
    onSale = (await products()).products.filter((p) => p.kind === 'onSale');
  });
  afterAll(async () => gw?.close());

  const ask = (model: ProductModel, selection: PlanSelection) =>
    anon.post<{ totalPremium: number }>('/prod-svc/calpremiums', buildPremiumRequest(model, selection));

  it('shows the lowest premium the gateway answers, for the product and for each plan tab', async () => {
    expect(onSale.length).toBeGreaterThan(20);
    for (const model of onSale) {
      const byPlan = new Map<string, number[]>();
      for (const plan of model.plans) {
        for (const factors of factorCombinations(model)) {
          const answer = await ask(model, { planCode: plan.code, factors, copies: 1, insuredCount: 1 });
          // A choice the rating table does not price is refused; it is not a price the page may show.
          if (answer.code !== '0000') continue;
          byPlan.set(plan.code, [...(byPlan.get(plan.code) ?? []), answer.data.totalPremium]);
        }
        const planAnswers = byPlan.get(plan.code) ?? [];
        expect(planPriceFrom(model, plan.code)?.premium, `${model.productCode} ${plan.name}`).toBe(
          planAnswers.length ? Math.min(...planAnswers) : undefined,
        );
      }
      const all = [...byPlan.values()].flat();
      expect(all.length, model.productCode).toBeGreaterThan(0);
      expect(startingPremium(model)?.premium, model.productCode).toBe(Math.min(...all));
    }
  });

  it('multiplies the premium by the copies up to the manifest’s limit and refuses more', async () => {
    const multi = onSale.filter((p) => p.maxCopies > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const model of multi) {
      const selection = defaultSelection(model)!;
      const one = await ask(model, { ...selection, copies: 1 });
      const most = await ask(model, { ...selection, copies: model.maxCopies });
      expect(most.code).toBe('0000');
      expect(most.data.totalPremium).toBeCloseTo(one.data.totalPremium * model.maxCopies, 2);
      const over = await ask(model, { ...selection, copies: model.maxCopies + 1 });
      expect(over.status).toBe(400);
      expect(over.msg).toContain(`投保份数须为1到${model.maxCopies}之间的整数`);
    }
    const single = onSale.find((p) => p.maxCopies === 1)!;
    const refused = await ask(single, { ...defaultSelection(single)!, copies: 2 });
    expect(refused.status).toBe(400);
  });

  it('takes an order for several copies at the copies’ premium, and refuses a single copy’s price or one copy too many', async () => {
    const parent = await login(gw.url, PARENT);
    const model = onSale.find((p) => p.maxCopies > 1)!;
    const order = async (quantity: number, times: number) => {
      const payload = await purchase(parent, gw.clock.now(), { productCode: model.productCode });
      const one = payload.applicationForms.plan.prem;
      payload.applicationForms.plan.quantity = quantity;
      payload.applicationForms.plan.prem = roundPremium(one * times);
      return {
        one,
        answer: await parent.postOnce<{ totalPremium: number }>('/order/submitOrder/v2', payload),
      };
    };
    const three = await order(model.maxCopies, model.maxCopies);
    expect(three.answer.code).toBe('0000');
    expect(three.answer.data.totalPremium).toBeCloseTo(three.one * model.maxCopies, 2);
    const underpriced = await order(model.maxCopies, 1);
    expect(underpriced.answer.status).toBe(400);
    expect(underpriced.answer.msg).toContain('plan/prem');
    const tooMany = await order(model.maxCopies + 1, model.maxCopies + 1);
    expect(tooMany.answer.status).toBe(400);
  });
});
