import { existsSync, readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { format, type Locale, type MessageKey } from '../../engine/messages';
import '../../engine/messages/gateway-messages'; // English too: without a CJK font the document is in English

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

/**
 * pdf-lib and fontkit, loaded with the first document: ~1 s of CPU and ~15 MB that a gateway start
 * would otherwise spend on code most starts never run.
 */
const loadPdfLib = async () => {
  const [pdfLib, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { ...pdfLib, fontkit: fontkit.default };
};

/** fontkit that opens the first face of a font collection (.ttc), which pdf-lib cannot pick itself. */
const collectionAwareFontkit = (fontkit: unknown) => ({
  create(data: Uint8Array) {
    const opened = (fontkit as unknown as { create(d: Uint8Array): unknown }).create(data) as {
      fonts?: unknown[];
    };
    return opened.fonts ? opened.fonts[0] : opened;
  },
});

/**
 * Without a CJK font the PDF standard fonts cannot draw Chinese: the text is then English and
 * non-ASCII characters (names) are shown as their code points (U+XXXX), exact and recoverable.
 */
export function asciiSafe(text: string): string {
  return Array.from(text)
    .map((ch) => (ch.charCodeAt(0) < 127 ? ch : `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`))
    .join('');
}

/** The fonts a gateway PDF is drawn with: a CJK subset when one is installed, else the standard fonts. */
async function pdfFonts(
  pdf: PDFDocument,
  { StandardFonts, fontkit }: Awaited<ReturnType<typeof loadPdfLib>>,
): Promise<{ font: PDFFont; bold: PDFFont; locale: Locale; text: (s: string) => string }> {
  const cjk = findCjkFont();
  if (cjk) {
    pdf.registerFontkit(collectionAwareFontkit(fontkit) as never);
    const font = await pdf.embedFont(cjk, { subset: true });
    return { font, bold: font, locale: 'zh-CN', text: (s) => s };
  }
  return {
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    locale: 'en-US',
    text: asciiSafe,
  };
}

/** A one-page A4 text document: what every gateway PDF is (signed contracts, e-policies). */
export interface TextPage {
  /** A message of the catalogue in the document's language (zh-CN with a CJK font, else en-US). */
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** Draws one line (cut at 110 characters) and moves down. */
  line(value: string, size?: number, bold?: boolean): void;
  /** Extra space before the next line. */
  gap(points: number): void;
  save(): Promise<Uint8Array>;
}

export async function textPage(meta: { title: string; author: string; createdAt: Date }): Promise<TextPage> {
  const pdfLib = await loadPdfLib();
  const { rgb } = pdfLib;
  const pdf = await pdfLib.PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setCreationDate(meta.createdAt);
  const page = pdf.addPage([595, 842]);
  const { font, bold, locale, text } = await pdfFonts(pdf, pdfLib);
  let y = 790;
  return {
    t: (key, params) => format(key, params, locale),
    line(value, size = 11, isBold = false) {
      page.drawText(text(value).slice(0, 110), {
        x: 50,
        y,
        size,
        font: isBold ? bold : font,
        color: rgb(0.1, 0.1, 0.1),
      });
      y -= size + 9;
    },
    gap(points) {
      y -= points;
    },
    save: () => pdf.save(),
  };
}
