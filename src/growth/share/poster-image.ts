import type { PosterModel, ShareProduct } from './poster-model';

/** Poster colours: staff get their own background and blue styling (spec §6). */
export const POSTER_THEME = {
  staff: { from: '#0b57d0', to: '#5b9dff', text: '#ffffff', qrDark: '#0b3d91' },
  default: { from: '#ff8a3d', to: '#ffd36e', text: '#3a2a00', qrDark: '#000000' },
} as const;

export const themeOf = (model: PosterModel) =>
  model.variant === 'staff' ? POSTER_THEME.staff : POSTER_THEME.default;

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });

/**
 * Draws the poster (background, product name and tagline, the QR code, share text and hint) on a
 * canvas and answers it as a PNG blob — what "save as an image" downloads.
 */
export async function drawPoster(input: {
  product: ShareProduct;
  model: PosterModel;
  qrDataUrl: string;
  lines: string[];
}): Promise<Blob> {
  const width = 600;
  const height = 900;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  const theme = themeOf(input.model);
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, theme.from);
  gradient.addColorStop(1, theme.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = theme.text;
  ctx.textAlign = 'center';
  ctx.font = 'bold 36px sans-serif';
  ctx.fillText(input.product.name, width / 2, 90, width - 60);
  ctx.font = '24px sans-serif';
  ctx.fillText(input.product.tagline, width / 2, 140, width - 60);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(120, 190, 360, 360);
  ctx.drawImage(await loadImage(input.qrDataUrl), 140, 210, 320, 320);
  ctx.fillStyle = theme.text;
  ctx.font = '22px sans-serif';
  input.lines.forEach((line, i) => ctx.fillText(line, width / 2, 610 + i * 40, width - 60));
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'),
  );
}

/** Saves a blob as a file (a download link clicked once). */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
