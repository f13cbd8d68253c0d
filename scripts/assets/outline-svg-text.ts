/**
 * `npx tsx scripts/assets/outline-svg-text.ts [--font <file>] [--out <dir>] <source.svg…>`: writes each
 * SVG image with its <text> turned into outlines (<path>) to `<dir>` (default products/assets/).
 * The editable sources, with live text, are kept in products/assets/src/ (the app never bundles them).
 *
 * Why: a phone lays out an SVG image's text itself, in the image's own document, on the main thread,
 * when the page first paints — font matching and shaping for each image (≈20–35 ms per banner on this
 * repository's CI machine, more on a cheap phone), while the buyer waits for the page to respond. An
 * outlined image is only shapes: nothing to lay out, and it looks the same on every phone whatever its
 * fonts. The product lint rejects manifest images with live text (scripts/lint/rules/assets.ts).
 *
 * The font is a CJK font file (.ttf, .otf or .ttc: the first face is used); default: the one
 * fontconfig picks for Chinese (the images here were outlined with Debian's WenQuanYi Micro Hei,
 * fonts-wqy-microhei, Apache-2.0). Text marked font-weight 600 or more is emboldened the way browsers
 * synthesize bold (a stroke of the fill's colour), the font having one weight. Inherited text
 * attributes (font-size, font-weight, text-anchor) are read from the text's ancestors; fill and
 * opacity stay inherited from them. A character the font has no glyph for stops the script (it
 * would be drawn as an empty box): give a font that has it with --font.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { JSDOM } from 'jsdom';

/** The machine's Chinese sans-serif font file, as fontconfig picks it (npm test installs one: scripts/ensure-chromium.sh). */
export function systemChineseFont(): string {
  return execFileSync('fc-match', ['-f', '%{file}', 'sans-serif:lang=zh-cn'], { encoding: 'utf8' });
}
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Outline points are rounded to this many SVG units (a banner 750 units wide shows at ~400 CSS px). */
const PRECISION = 0.5;

interface Glyph {
  id: number;
  codePoints: number[];
  path: { commands: { command: string; args: number[] }[] };
}
interface Font {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number }[] };
}

export function openFont(file: string): Font {
  const opened = fontkit.create(readFileSync(file)) as unknown as Font & { fonts?: Font[] };
  return opened.fonts?.[0] ?? opened;
}

/** An attribute of the element or of its nearest ancestor that has it. */
function inherited(element: Element, name: string): string | null {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = at.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

/** A character as a person can find it in the source: itself and its code point. */
const described = (codePoint: number): string =>
  `"${String.fromCodePoint(codePoint)}" (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')})`;

/** Path data of `text` set at (x, y) in the SVG's units: glyph outlines scaled, y flipped, to PRECISION. */
function outline(font: Font, text: string, x: number, y: number, size: number, anchor: string): string {
  const run = font.layout(text);
  const missing = run.glyphs.filter((glyph) => glyph.id === 0).flatMap((glyph) => glyph.codePoints);
  if (missing.length)
    throw new Error(
      `the font has no glyph for ${missing.map(described).join(', ')}: give one that has it (--font <file>)`,
    );
  const scale = size / font.unitsPerEm;
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  let penX = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  // Relative commands from the last point written, rounded to PRECISION: the rounding never drifts.
  const round = (n: number) => Math.round(n / PRECISION) * PRECISION;
  const num = (n: number) => String(Math.round(n * 100) / 100).replace(/^(-?)0\./, '$1.');
  let atX = 0;
  let atY = 0;
  let startX = 0;
  let startY = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const to = (px: number, py: number): [number, number] => [
      round(penX + px * scale),
      round(y - py * scale),
    ];
    const rel = (points: [number, number][]) => {
      const text = points.map(([px, py]) => `${num(px - atX)} ${num(py - atY)}`).join(' ');
      const last = points[points.length - 1]!;
      return { text, last };
    };
    for (const { command, args } of glyph.path.commands) {
      if (command === 'closePath') {
        parts.push('z');
        [atX, atY] = [startX, startY];
        continue;
      }
      const points: [number, number][] = [];
      for (let k = 0; k < args.length; k += 2) points.push(to(args[k]!, args[k + 1]!));
      if (command === 'moveTo') {
        const [mx, my] = points[0]!;
        parts.push(`M${num(mx)} ${num(my)}`);
        [atX, atY, startX, startY] = [mx, my, mx, my];
        continue;
      }
      const letter = command === 'lineTo' ? 'l' : command === 'quadraticCurveTo' ? 'q' : 'c';
      // Relative control points are all measured from the segment's start point.
      const { text, last } = rel(points);
      parts.push(letter + text);
      [atX, atY] = last;
    }
    penX += run.positions[i]!.xAdvance * scale;
  });
  return parts
    .join('')
    .replace(/ -/g, '-')
    .replace(/([a-zA-Z]) /g, '$1');
}

export function outlineSvgText(svg: string, font: Font): string {
  const { window } = new JSDOM(svg, { contentType: 'image/svg+xml' });
  const document = window.document;
  for (const text of [...document.getElementsByTagNameNS(SVG_NS, 'text')]) {
    const size = Number(inherited(text, 'font-size') ?? 16);
    const weight = inherited(text, 'font-weight') ?? 'normal';
    const bold = weight === 'bold' || Number(weight) >= 600;
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute(
      'd',
      outline(
        font,
        text.textContent ?? '',
        Number(text.getAttribute('x') ?? 0),
        Number(text.getAttribute('y') ?? 0),
        size,
        inherited(text, 'text-anchor') ?? 'start',
      ),
    );
    for (const name of ['fill', 'fill-opacity', 'opacity'])
      if (text.hasAttribute(name)) path.setAttribute(name, text.getAttribute(name)!);
    if (bold) {
      const fill = inherited(text, 'fill') ?? '#000';
      path.setAttribute('stroke', fill);
      path.setAttribute('stroke-width', String(Math.round(size * 0.04 * 10) / 10));
      path.setAttribute('stroke-linejoin', 'round');
    }
    text.replaceWith(path);
  }
  for (const element of document.querySelectorAll('[font-family]')) element.removeAttribute('font-family');
  return new window.XMLSerializer().serializeToString(document) + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const fontAt = args.indexOf('--font');
  const fontFile = fontAt >= 0 ? args.splice(fontAt, 2)[1]! : systemChineseFont();
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? args.splice(outAt, 2)[1]! : 'products/assets';
  const font = openFont(fontFile);
  for (const file of args) {
    const before = readFileSync(file);
    try {
      const after = outlineSvgText(before.toString('utf8'), font);
      const target = join(outDir, basename(file));
      writeFileSync(target, after);
      console.log(`${file} → ${target}: ${before.length} → ${Buffer.byteLength(after)} bytes`);
    } catch (error) {
      console.error(`${file}: ${(error as Error).message} (font: ${fontFile})`);
      process.exitCode = 1;
    }
  }
}
