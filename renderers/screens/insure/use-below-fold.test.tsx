// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBelowFoldDrawn } from './use-below-fold';

function Probe({ later, seen }: { later: boolean; seen: boolean[] }) {
  seen.push(useBelowFoldDrawn(later));
  return null;
}

describe('useBelowFoldDrawn', () => {
  it('draws the first view alone, then the rest in the next render', () => {
    const seen: boolean[] = [];
    render(<Probe later seen={seen} />);
    expect(seen).toEqual([false, true]);
  });

  it('draws everything in the first render when not asked to wait', () => {
    const seen: boolean[] = [];
    render(<Probe later={false} seen={seen} />);
    expect(seen).toEqual([true]);
  });
});
