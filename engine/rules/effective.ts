import type { ProductModel } from '../model';
import type { Locale } from '../messages';

/**
 * The product as in effect at `at`: the latest scheduled change whose time has come, else the
 * manifest as written. The gateway passes its clock (it decides what an order is sold under);
 * the screens pass the device's.
 */
export function effectiveModel(model: ProductModel, at: Date): ProductModel {
  let current = model;
  for (const entry of model.schedule ?? []) if (entry.at <= at.getTime()) current = entry.model;
  return current;
}

/** The next time the product changes on its own after `at` (epoch ms), if one is scheduled. */
export function nextScheduledChange(model: ProductModel, at: Date): number | undefined {
  return model.schedule?.find((entry) => entry.at > at.getTime())?.at;
}

/** The product in the UI language: its `locales` model when there is one, else the zh-CN model itself. */
export function modelInLocale(model: ProductModel, locale: Locale): ProductModel {
  return locale === 'zh-CN' ? model : (model.locales?.[locale] ?? model);
}
