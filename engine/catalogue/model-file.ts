import type { ProductModel } from '../model';

/**
 * A product's model as the storefront fetches it: built from its manifest and families at build time
 * (scripts/build/product-models.ts), so the browser carries neither the manifest resolver nor the
 * normalizer and does no such work before a form is drawn. Plain JSON: the Chinese model, the same
 * product in English (what the running app would build once its English catalogue loaded), and each
 * scheduled change as the model it makes in both languages.
 */
export type ModelData = Omit<ProductModel, 'locales' | 'schedule'>;

export interface ModelFile {
  model: ModelData;
  'en-US'?: ModelData;
  schedule?: { from: string; at: number; model: ModelData; 'en-US'?: ModelData }[];
}

function data(model: ProductModel): ModelData {
  const { locales: _locales, schedule: _schedule, ...rest } = model;
  return rest;
}

const english = (model: ProductModel): Pick<ModelFile, 'en-US'> => {
  const other = model.locales?.['en-US'];
  return other ? { 'en-US': data(other) } : {};
};

/** The file of a built model (its English model is built here if it was not yet). */
export function toModelFile(model: ProductModel): ModelFile {
  return {
    model: data(model),
    ...english(model),
    ...(model.schedule
      ? {
          schedule: model.schedule.map((entry) => ({
            from: entry.from,
            at: entry.at,
            model: data(entry.model),
            ...english(entry.model),
          })),
        }
      : {}),
  };
}

const withLocales = (model: ModelData, other: ModelData | undefined): ProductModel => ({
  ...model,
  ...(other ? { locales: { 'en-US': other } } : {}),
});

/** The ProductModel a model file holds, as the engine built it. */
export function fromModelFile(file: ModelFile): ProductModel {
  return {
    ...withLocales(file.model, file['en-US']),
    ...(file.schedule
      ? {
          schedule: file.schedule.map((entry) => ({
            from: entry.from,
            at: entry.at,
            model: withLocales(entry.model, entry['en-US']),
          })),
        }
      : {}),
  };
}
