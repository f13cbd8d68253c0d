import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { asciiSafe } from '../../pdf/text-page';
import { sandboxESign } from './provider';

const terms = {
  contractNo: 'C1',
  productCode: '19PR799624',
  productName: '成长守护',
  signerName: '张三',
  signerIdMasked: '110***1234',
  orderCode: 'O1',
  startDate: '2026-09-01',
  endDate: '2027-08-31',
  signedAt: new Date('2026-08-01T00:00:00Z'),
  clauses: ['1. 保险条款'],
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice() }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('');
}

describe('sandbox e-signature', () => {
  it('keeps Chinese names exact as code points when no CJK font can be used', () => {
    expect(asciiSafe('张三 A')).toBe('U+5F20U+4E09 A');
  });

  it('produces a real one-page PDF titled with the contract number, naming the signer', async () => {
    const bytes = await sandboxESign.sign(terms);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Contract C1');
    const text = await pdfText(bytes);
    const hasCjkFont =
      existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc') || Boolean(process.env.ESIGN_CJK_FONT);
    if (hasCjkFont) {
      expect(text).toContain('委托协议');
      expect(text).toContain('签署人：张三');
    } else {
      expect(text).toContain('U+5F20U+4E09');
    }
  });
});

describe('sandbox e-signature of a commission contract', () => {
  it('states the contract term and the account manager', async () => {
    const bytes = await sandboxESign.sign({
      ...terms,
      contractTerm: { start: '2026-11-22', end: '2027-11-21' },
      managerName: '王建华',
    });
    const text = await pdfText(bytes);
    const hasCjkFont =
      existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc') || Boolean(process.env.ESIGN_CJK_FONT);
    expect(text).toContain(
      hasCjkFont ? '委托期限：2026-11-22 至 2027-11-21' : 'Contract term: 2026-11-22 to 2027-11-21',
    );
    expect(text).toContain(hasCjkFont ? '客户经理：王建华' : 'Account manager: U+738BU+5EFAU+534E');
    // Signed 2026-08-01T00:00Z is 08:00 in China.
    expect(text).toContain('2026-08-01 08:00:00');
  });
});
