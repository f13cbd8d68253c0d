// @vitest-environment jsdom
/**
 * Typing in one field renders no other field (nor the page): the text widgets' inputs are registered,
 * not controlled, so a keystroke that changes nothing shown renders nothing at all. The registry is
 * swapped through its provider with counting text widgets — no global state touched.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductModel } from '../../../engine/model';
import { textFieldEntries, TextFieldWidget } from '../../fields/TextFieldWidget';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { RendererRegistryProvider } from '../../registry/context';
import { defaultRegistry } from '../../registry/default-registry';
import type { FieldEntry, FieldRendererProps } from '../../registry/types';
import { productWhere } from '../../test-support/catalogue';
import type { PurchaseDraft } from '../purchase/draft';
import { InsureScreen } from './InsureScreen';
import type * as FieldInputModule from '../../fields/FieldInput';

/** Renders of the typed fields' input (by form path), the real one's hooks and all. */
const inputRenders = new Map<string, number>();
vi.mock('../../fields/FieldInput', async (importOriginal) => {
  const real = await importOriginal<typeof FieldInputModule>();
  return {
    ...real,
    FieldInput: (props: Parameters<typeof real.FieldInput>[0]) => {
      inputRenders.set(props.name, (inputRenders.get(props.name) ?? 0) + 1);
      return real.FieldInput(props);
    },
  };
});

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

const renders = new Map<string, number>();
/** The real widget, its renders counted. */
function CountingText(props: FieldRendererProps) {
  renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
  return <TextFieldWidget {...props} />;
}
const counting: FieldEntry[] = textFieldEntries.map((entry) => ({ ...entry, renderer: CountingText }));
const registry = {
  ...defaultRegistry,
  fields: [
    ...counting,
    ...defaultRegistry.fields.filter((entry) => !counting.some((c) => c.key === entry.key)),
  ],
};

describe('InsureScreen field isolation', () => {
  let product: ProductModel;
  beforeAll(async () => {
    product = await productWhere(
      (p) =>
        p.kind === 'onSale' &&
        p.form.holder.fields.some((f) => f.name === 'telephone') &&
        p.form.holder.fields.some((f) => f.name === 'name'),
    );
  });

  /** Like the shell: every change is stored in state and handed back as the draft prop. */
  function renderShell(drafts: PurchaseDraft[]) {
    function Shell() {
      const [draft, setDraft] = useState<PurchaseDraft | null>(null);
      return (
        <RendererRegistryProvider registry={registry}>
          <InsureScreen
            product={product}
            services={{}}
            initialDraft={draft}
            onDraftChange={(next) => {
              drafts.push(next);
              setDraft(next);
            }}
            onCalculatePremium={() => new Promise<number>(() => {})}
          />
        </RendererRegistryProvider>
      );
    }
    render(<Shell />);
    return document.getElementById('field-holder-name') as HTMLInputElement;
  }

  it('draws each text field once when the screen mounts: the form turning ready after mount draws none again', async () => {
    inputRenders.clear();
    renderShell([]);
    // The effects after mount (react-hook-form marks the form ready in one) have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(inputRenders.get('holder.name')).toBe(1);
    expect(inputRenders.get('insureds.0.name')).toBe(1);
  });

  it('renders no other field while one is typed in, and stores the draft once typing pauses', async () => {
    const drafts: PurchaseDraft[] = [];
    const name = renderShell(drafts);
    const before = new Map(renders);
    const stored = drafts.length;
    for (const text of ['张', '张丽', '张丽华']) fireEvent.change(name, { target: { value: text } });
    expect(name.value).toBe('张丽华');
    // Off the keystroke path: nothing stored yet, then once, with what was typed last.
    expect(drafts.length).toBe(stored);
    await waitFor(() => expect(drafts.at(-1)?.holder.name).toBe('张丽华'));
    expect(drafts.length).toBe(stored + 1);
    // Not touched yet (no message to show): not even the typed field's widget renders again.
    expect(renders.get('holder.name')).toBe(before.get('holder.name'));
    expect(renders.get('holder.telephone')).toBe(before.get('holder.telephone'));
    expect(renders.get('insureds.0.name')).toBe(before.get('insureds.0.name'));
  });

  it('stores what was just typed at once when the page is hidden (a reload keeps it)', () => {
    const drafts: PurchaseDraft[] = [];
    const name = renderShell(drafts);
    fireEvent.change(name, { target: { value: '王芳' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts.at(-1)?.holder.name).toBe('王芳');
  });
});
