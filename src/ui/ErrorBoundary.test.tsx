// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePath } from '../app/paths';
import { RoutingProvider, type Routing } from '../app/routing';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);
// React reports each caught error on the console; the test reads the screen.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

const routing: Routing = {
  location: { ...parsePath('/insure'), key: 'k' },
  navigate: vi.fn(),
  createHref: (to) => `#${to}`,
};

/** A page that throws while `failing.now` (React itself draws a failed page twice before the boundary shows). */
function page(failing: { now: boolean }) {
  return function Page() {
    if (failing.now) throw new Error('Cannot read properties of undefined (reading "plans")');
    return <p>投保信息</p>;
  };
}

function drawn(failing: { now: boolean }, reload = vi.fn()) {
  const Page = page(failing);
  render(
    <RoutingProvider value={routing}>
      <ErrorBoundary reload={reload}>
        <Page />
      </ErrorBoundary>
    </RoutingProvider>,
  );
  return reload;
}

describe('a page that crashes while drawing', () => {
  it('says so in words, not with the browser error, and offers 重试 and 返回首页', () => {
    drawn({ now: true });
    expect(screen.getByRole('alert').textContent).toContain('页面出错了');
    expect(screen.getByText('这个页面遇到了问题，请重试。')).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('#/');
  });

  it('draws the page again on 重试: a passing failure mends', () => {
    const failing = { now: true };
    drawn(failing);
    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('投保信息')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers 重新加载 instead once the page has failed again after 重试, and it reloads the app', () => {
    const reload = drawn({ now: true });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('页面仍然出错，请重新加载页面，或返回首页。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
