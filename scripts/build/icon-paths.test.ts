import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roundIconPaths } from './icon-paths';

describe("antd-mobile-icons' path data, rounded at build", () => {
  it('keeps two decimals of every coordinate and leaves the rest of the module as it is', () => {
    expect(
      roundIconPaths(
        'React.createElement("path", { d: "M24,2 C36.1502645,2 46,11.8497355 L-0.1250001,3.5" })',
      ),
    ).toBe('React.createElement("path", { d: "M24,2 C36.15,2 46,11.85 L-0.13,3.5" })');
    expect(roundIconPaths('{ id: "Icon-1.2345678", width: 48 }')).toBe('{ id: "Icon-1.2345678", width: 48 }');
  });

  it('makes an icon’s module a fifth smaller', () => {
    const source = readFileSync('node_modules/antd-mobile-icons/es/CloseCircleFill.js', 'utf8');
    const rounded = roundIconPaths(source);
    expect(rounded.length).toBeLessThan(source.length * 0.8);
    // The same drawing commands, only shorter numbers.
    const commands = (s: string) => s.match(/d: "[^"]*"/g)?.map((d) => d.replace(/[-\d.]+/g, '#'));
    expect(commands(rounded)).toEqual(commands(source));
  });
});
