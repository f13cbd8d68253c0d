import { formatChinaTime } from '../../domain/gateway/time';
import { textPage } from '../../pdf/text-page';

/** What a signed contract records. */
export interface ContractTerms {
  contractNo: string;
  productCode: string;
  productName: string;
  signerName: string;
  signerIdMasked: string;
  orderCode: string | null;
  startDate: string | null;
  endDate: string | null;
  signedAt: Date;
  clauses: readonly string[];
  /** The commission contract's own term 'YYYY-MM-DD' (the flow of docs/contract-flow.md). */
  contractTerm?: { start: string; end: string };
  /** The account manager the holder signs with. */
  managerName?: string;
}

/** An e-signature service: produces the signed contract document. Real ones (e.g. a CA-backed service) plug in here. */
export interface ESignProvider {
  readonly name: string;
  sign(terms: ContractTerms): Promise<Uint8Array>;
}

/** Sandbox e-signature: a real one-page contract PDF (Chinese when a CJK font is installed), signed by the gateway on the signer's consent. */
export const sandboxESign: ESignProvider = {
  name: 'sandbox',
  async sign(terms) {
    const doc = await textPage({
      title: `Contract ${terms.contractNo}`,
      author: 'edu-insurance sandbox e-signature',
      createdAt: terms.signedAt,
    });
    const { t, line, gap } = doc;
    line(t('gw.biz.pdfTitle'), 18, true);
    gap(8);
    line(t('gw.biz.pdfContractNo', { value: terms.contractNo }));
    line(t('gw.biz.pdfProduct', { value: `${terms.productCode} ${terms.productName}` }));
    line(t('gw.biz.pdfSigner', { name: terms.signerName, idNo: terms.signerIdMasked }));
    if (terms.orderCode) line(t('gw.biz.pdfOrder', { value: terms.orderCode }));
    if (terms.startDate && terms.endDate)
      line(t('gw.biz.pdfTerm', { start: terms.startDate, end: terms.endDate }));
    if (terms.contractTerm) line(t('gw.biz.pdfContractTerm', terms.contractTerm));
    if (terms.managerName) line(t('gw.biz.pdfManager', { name: terms.managerName }));
    gap(8);
    line(t('gw.biz.pdfTerms'), 13, true);
    for (const clause of terms.clauses) line(`· ${clause}`, 10);
    gap(16);
    line(t('gw.biz.pdfSigned', { time: formatChinaTime(terms.signedAt) }), 10);
    return doc.save();
  },
};
