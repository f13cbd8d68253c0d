// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { whenSettled } from './idle';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenSettled', () => {
  it('waits while something on screen is loading (aria-busy) and resolves once it is gone', async () => {
    document.body.innerHTML = '<div aria-busy="true" id="skeleton"></div>';
    let settled = false;
    const done = whenSettled(10_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBe(false);
    document.getElementById('skeleton')?.remove();
    await done;
    expect(settled).toBe(true);
  });

  it('gives up waiting after its cap', async () => {
    document.body.innerHTML = '<div aria-busy="true"></div>';
    const started = Date.now();
    await whenSettled(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('resolves at once on a page with nothing loading', async () => {
    await expect(whenSettled(10_000)).resolves.toBeUndefined();
  });
});
