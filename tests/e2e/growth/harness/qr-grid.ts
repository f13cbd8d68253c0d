import QRCode from 'qrcode';
import type { Page } from '@playwright/test';

/** Spec §9 share QR: margin 2 modules (SharePoster's QR_OPTIONS). */
const MARGIN = 2;

/** The module matrix qrcode encodes for a text with the app's options (error correction M, the library's default). */
function expectedModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col) === 1),
  );
}

/**
 * Whether a PNG shows, in the square `area` (pixels), exactly the QR code of `link`: Chromium decodes
 * the image and the centre of every module is read dark or light. There is no QR decoder in the
 * project's packages (no jsqr), so this reads the code's module grid instead and compares it with the
 * link's encoding — a different link, or a damaged or misplaced code, does not match.
 */
export async function qrMatchesLink(
  page: Page,
  png: Buffer,
  link: string,
  area: { left: number; top: number; size: number },
): Promise<boolean> {
  const expected = expectedModules(link);
  const seen = await page.evaluate(
    async ({ dataUrl, area, modules, margin }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return [];
      ctx.drawImage(image, 0, 0);
      const scale = area.size / (modules + 2 * margin);
      const dark = (x: number, y: number) => {
        const [r = 255, g = 255, b = 255] = ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
        return 0.299 * r + 0.587 * g + 0.114 * b < 128;
      };
      return Array.from({ length: modules }, (_, row) =>
        Array.from({ length: modules }, (_, col) =>
          dark(area.left + (col + margin + 0.5) * scale, area.top + (row + margin + 0.5) * scale),
        ),
      );
    },
    {
      dataUrl: `data:image/png;base64,${png.toString('base64')}`,
      area,
      modules: expected.length,
      margin: MARGIN,
    },
  );
  return JSON.stringify(seen) === JSON.stringify(expected);
}
