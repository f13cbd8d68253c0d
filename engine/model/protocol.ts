/** One protocol document (spec §3 Protocol/clause). */
export interface ProtocolItemModel {
  id: string;
  displayNo: number;
  resourceName: string;
  valueMark: 'insuranceRules' | 'insuranceClauses' | 'documentAgreement' | 'productTerms';
  type: 'html';
  content: string;
  images: string[];
}

/** The two separate protocol groups; items sorted by displayNo. */
export interface ProtocolGroupModel {
  group: 'rules' | 'clauses';
  items: ProtocolItemModel[];
  /** Clauses: proceeding needs every item read (read count = item count, non-zero). */
  mustReadAll: boolean;
}
