import { describe, expect, it } from 'vitest';
import { openFont, outlineSvgText, systemChineseFont } from './outline-svg-text';

const font = openFont(systemChineseFont());
/** The x of every point a path's data starts a subpath at (M commands are absolute). */
const moveXs = (d: string) => [...d.matchAll(/M(-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('outline-svg-text', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"><title id="t">保险</title>
<g font-family="sans-serif" font-size="40" fill="#fff"><text x="200" y="60" text-anchor="middle" font-weight="700">学生保险</text><text x="10" y="90" fill-opacity=".5">意外</text></g></svg>`;
  const out = outlineSvgText(svg, font);

  it('leaves no live text, keeps the title, and draws each text as one path with its own fill', () => {
    expect(out).not.toMatch(/<text[\s>]/);
    expect(out).toContain('<title id="t">保险</title>');
    expect(out).not.toContain('font-family');
    const paths = [...out.matchAll(/<path [^>]*>/g)].map((m) => m[0]);
    expect(paths).toHaveLength(2);
    expect(paths[1]).toContain('fill-opacity=".5"');
  });

  it('centres middle-anchored text on x and emboldens bold text with a stroke of its fill', () => {
    const bold = out.match(/<path d="([^"]+)"[^>]*stroke="#fff"/);
    expect(bold).not.toBeNull();
    const xs = moveXs(bold![1]!);
    // Four glyphs 40 units wide centred on 200: subpaths start between 120 and 280, on both sides.
    expect(Math.min(...xs)).toBeGreaterThan(115);
    expect(Math.max(...xs)).toBeLessThan(285);
    expect(Math.min(...xs)).toBeLessThan(200);
    expect(Math.max(...xs)).toBeGreaterThan(200);
  });

  it('refuses a character the font cannot draw rather than leave an empty box', () => {
    const tofu = `<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="20">保\u{E000}</text></svg>`;
    expect(() => outlineSvgText(tofu, font)).toThrow(/no glyph for "\u{E000}" \(U\+E000\)/u);
  });
});
