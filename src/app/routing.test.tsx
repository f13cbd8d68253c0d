// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePath } from './paths';
import { Link, Navigate, RoutingProvider, useSearchParams, type Routing } from './routing';

afterEach(cleanup);

function withRouting(path: string, children: ReactNode) {
  const navigate = vi.fn<Routing['navigate']>();
  const routing: Routing = {
    location: { ...parsePath(path), key: 'k' },
    navigate,
    createHref: (to) => `#${to}`,
  };
  render(<RoutingProvider value={routing}>{children}</RoutingProvider>);
  return navigate;
}

/** Clicks the link; whether the browser would follow it (its default not prevented). */
const click = (init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link'), init);

describe('Link', () => {
  it('renders the hash href and navigates on a plain left click (a push; a replace when already there)', () => {
    const navigate = withRouting('/insure?productCode=A', <Link to="/confirm?productCode=A">go</Link>);
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/confirm?productCode=A');
    expect(click()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/confirm?productCode=A', { replace: false });
    cleanup();
    const again = withRouting('/insure?productCode=A', <Link to="/insure?productCode=A">here</Link>);
    click();
    expect(again).toHaveBeenCalledWith('/insure?productCode=A', { replace: true });
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    const navigate = withRouting('/', <Link to="/insure">go</Link>);
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(init)).toBe(true);
    cleanup();
    withRouting(
      '/',
      <Link to="/insure" target="_blank">
        go
      </Link>,
    );
    expect(click()).toBe(true);
    cleanup();
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    withRouting(
      '/',
      <Link to="/insure" onClick={onClick} replace>
        go
      </Link>,
    );
    click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('useSearchParams', () => {
  let set: ReturnType<typeof useSearchParams>[1] = () => undefined;
  function Reader() {
    const [query, setQuery] = useSearchParams();
    set = setQuery;
    return <p>{query.get('planCode')}</p>;
  }

  it('reads the query and navigates to this path with another one (hash dropped), replacing if asked', () => {
    const navigate = withRouting('/insure?productCode=A&planCode=P#x', <Reader />);
    expect(screen.getByText('P')).toBeTruthy();
    act(() =>
      set(
        (current) => {
          current.delete('planCode');
          return current;
        },
        { replace: true },
      ),
    );
    expect(navigate).toHaveBeenLastCalledWith('/insure?productCode=A', { replace: true });
    act(() => set({}));
    expect(navigate).toHaveBeenLastCalledWith('/insure', undefined);
    act(() => set({ status: '06' }));
    expect(navigate).toHaveBeenLastCalledWith('/insure?status=06', undefined);
  });
});

describe('Navigate', () => {
  it('navigates once drawn', () => {
    const navigate = withRouting('/insure', <Navigate replace to="/lanshanContract?productCode=A" />);
    expect(navigate).toHaveBeenCalledWith('/lanshanContract?productCode=A', { replace: true });
  });
});
