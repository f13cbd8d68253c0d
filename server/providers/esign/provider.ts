import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { format, type Locale, type MessageKey } from '../../../engine/messages';

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

/**
 * CJK fonts looked for on the machine (ESIGN_CJK_FONT first). Debian's fonts-wqy-microhei or
 * fonts-noto-cjk provide one; the font is embedded as a subset (a few KB per contract).
 */
const CJK_FONT_CANDIDATES = [
  process.env.ESIGN_CJK_FONT,
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
];

let cjkFont: Uint8Array | null | undefined;
function findCjkFont(): Uint8Array | null {
  if (cjkFont === undefined) {
    const path = CJK_FONT_CANDIDATES.find((p): p is string => Boolean(p) && existsSync(p as string));
    cjkFont = path ? new Uint8Array(readFileSync(path)) : null;
  }
  return cjkFont;
}

/** fontkit that opens the first face of a font collection (.ttc), which pdf-lib cannot pick itself. */
const collectionAwareFontkit = {
  create(data: Uint8Array) {
    const opened = (fontkit as unknown as { create(d: Uint8Array): unknown }).create(data) as { fonts?: unknown[] };
    return opened.fonts ? opened.fonts[0] : opened;
  },
};

/**
 * Without a CJK font the PDF standard fonts cannot draw Chinese: the text is then English and
 * non-ASCII characters (names) are shown as their code points (U+XXXX), exact and recoverable.
 */
export function asciiSafe(text: string): string {
  return Array.from(text)
    .map((ch) => (ch.charCodeAt(0) < 127 ? ch : `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`))
    .join('');
}

/** The fonts a gateway PDF is drawn with (a CJK subset when installed), shared by every PDF the gateway renders. */
export async function contractFont(pdf: PDFDocument): Promise<{ font: PDFFont; bold: PDFFont; locale: Locale; text: (s: string) => string }> {
  const cjk = findCjkFont();
  if (cjk) {
    pdf.registerFontkit(collectionAwareFontkit as never);
    const font = await pdf.embedFont(cjk, { subset: true });
    return { font, bold: font, locale: 'zh-CN', text: (s) => s };
  }
  return { font: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), locale: 'en-US', text: asciiSafe };
}

/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no daylight saving): the time a Chinese reader expects on the contract. */
const chinaTime = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Sandbox e-signature: a real one-page contract PDF (Chinese when a CJK font is installed), signed by the gateway on the signer's consent. */
export const sandboxESign: ESignProvider = {
  name: 'sandbox',
  async sign(terms) {
    const pdf = await PDFDocument.create();
    pdf.setTitle(`Contract ${terms.contractNo}`);
    pdf.setAuthor('edu-insurance sandbox e-signature');
    pdf.setCreationDate(terms.signedAt);
    const page = pdf.addPage([595, 842]);
    const { font, bold, locale, text } = await contractFont(pdf);
    const t = (key: MessageKey, params?: Record<string, string>) => format(key, params, locale);
    let y = 790;
    const line = (value: string, size = 11, f = font) => {
      page.drawText(text(value).slice(0, 110), { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 9;
    };
    line(t('gw.biz.pdfTitle'), 18, bold);
    y -= 8;
    line(t('gw.biz.pdfContractNo', { value: terms.contractNo }));
    line(t('gw.biz.pdfProduct', { value: `${terms.productCode} ${terms.productName}` }));
    line(t('gw.biz.pdfSigner', { name: terms.signerName, idNo: terms.signerIdMasked }));
    if (terms.orderCode) line(t('gw.biz.pdfOrder', { value: terms.orderCode }));
    if (terms.startDate && terms.endDate) line(t('gw.biz.pdfTerm', { start: terms.startDate, end: terms.endDate }));
    if (terms.contractTerm) line(t('gw.biz.pdfContractTerm', terms.contractTerm));
    if (terms.managerName) line(t('gw.biz.pdfManager', { name: terms.managerName }));
    y -= 8;
    line(t('gw.biz.pdfTerms'), 13, bold);
    for (const clause of terms.clauses) line(`· ${clause}`, 10);
    y -= 16;
    line(t('gw.biz.pdfSigned', { time: chinaTime(terms.signedAt) }), 10);
    return pdf.save();
  },
};
