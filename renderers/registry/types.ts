/** The two registries the screens dispatch through: detail-page sections and form field widgets. */
import type { FieldModel, ProductModel, RegionModel, SectionModel } from '../../engine/model';
import type { IdCardSubject } from '../../engine/validators';
import type { RegistryEntry } from './tester';

export interface SectionRendererProps {
  section: SectionModel;
  product: ProductModel;
}

export interface FieldRendererProps {
  field: FieldModel;
  /** react-hook-form path of the value, e.g. `holder.name` or `insureds.1.idNumber`. */
  name: string;
  /** Path of the record the field belongs to (`holder`, `insureds.1`), for derived siblings. */
  recordPath: string;
  /** Whose ID card this is: picks the ID-number message prefix. */
  idSubject: IdCardSubject;
  /** The product's school mode (attribute customSchool): 01 custom + choose, 02 choose, 03 custom. */
  schoolMode: '01' | '02' | '03';
  /** The product's region (manifest `region`): the insured's region picker offers only this area. */
  regionScope?: RegionModel | undefined;
}

export type SectionEntry = RegistryEntry<SectionModel, SectionRendererProps>;
export type FieldEntry = RegistryEntry<FieldModel, FieldRendererProps>;

export interface RendererRegistry {
  sections: readonly SectionEntry[];
  fields: readonly FieldEntry[];
}
