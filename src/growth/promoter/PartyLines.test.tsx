// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { appStore } from '../../state/store';
import { PartyLines } from './PartyLines';

afterEach(() => cleanup());

describe('PartyLines', () => {
  it("writes the holder and the insured in the catalogue's words, each person's name marked as their own", () => {
    const { container } = render(
      <Provider store={appStore}>
        <PartyLines holderName="张丽" insuredNames={['王梓涵', '王梓萱']} />
      </Provider>,
    );
    expect(container.textContent).toBe('投保人：张丽 被保人：王梓涵、王梓萱');
    expect([...container.querySelectorAll('[data-content="user"]')].map((el) => el.textContent)).toEqual([
      '张丽',
      '王梓涵、王梓萱',
    ]);
  });
});
