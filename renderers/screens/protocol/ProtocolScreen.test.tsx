// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productWhere } from '../../test-support/catalogue';
import { ProtocolScreen } from './ProtocolScreen';

afterEach(() => cleanup());

describe('the clause viewer (issue 13 item 16; docs/contract-flow.md "Reading the clauses")', () => {
  it('counts a clause as read only on 我已阅读并同意, not on opening it and going back', async () => {
    const product = await productWhere((p) => p.protocols.some((g) => g.items.length > 0));
    const clause = product.protocols.flatMap((g) => g.items)[0]!;
    const onReadChange = vi.fn();
    const onDone = vi.fn();
    render(
      <ProtocolScreen
        product={product}
        query={{ id: clause.id }}
        services={{}}
        read={[]}
        onReadChange={onReadChange}
        onDone={onDone}
      />,
    );
    expect(screen.getByTestId('protocol-screen').textContent).toContain(clause.resourceName);
    // Opened (and left by the browser's back): nothing is recorded.
    expect(onReadChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    expect(onReadChange).toHaveBeenCalledWith([clause.id]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('names a clause once when its text opens with its own title', async () => {
    const product = await productWhere((p) =>
      p.protocols.some((g) => g.items.some((i) => i.content.includes(`<h3>${i.resourceName}</h3>`))),
    );
    const clause = product.protocols
      .flatMap((g) => g.items)
      .find((i) => i.content.includes(`<h3>${i.resourceName}</h3>`))!;
    render(
      <ProtocolScreen
        product={product}
        query={{ id: clause.id }}
        services={{}}
        read={[]}
        onReadChange={() => {}}
        onDone={() => {}}
      />,
    );
    expect(screen.getAllByText(clause.resourceName)).toHaveLength(1);
  });
});
