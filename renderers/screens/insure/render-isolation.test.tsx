// @vitest-environment jsdom
/**
 * Typing in one field re-renders only that field: the other widgets (and the page) stay put. The
 * registry is swapped through its provider with counting text widgets — no global state touched.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductModel } from '../../../engine/model';
import { textFieldEntries, TextFieldWidget } from '../../fields/TextFieldWidget';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { RendererRegistryProvider } from '../../registry/context';
import { defaultRegistry } from '../../registry/default-registry';
import type { FieldEntry, FieldRendererProps } from '../../registry/types';
import { productWhere } from '../../test-support/catalogue';
import type { PurchaseDraft } from '../purchase/draft';
import { InsureScreen } from './InsureScreen';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

const renders = new Map<string, number>();
/** Subscribes to its field exactly as the real widget does, and counts its renders. */
function CountingText(props: FieldRendererProps) {
  useController({ name: props.name });
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

  it('re-renders only the field being typed in, even when the shell stores every change', () => {
    const drafts: unknown[] = [];
    // Like the shell: every change is stored in state and handed back as the draft prop.
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
    const name = document.getElementById('field-holder-name') as HTMLInputElement;
    const before = new Map(renders);
    for (const text of ['张', '张丽', '张丽华']) fireEvent.change(name, { target: { value: text } });
    expect(name.value).toBe('张丽华');
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect((renders.get('holder.name') ?? 0) - (before.get('holder.name') ?? 0)).toBeGreaterThanOrEqual(3);
    expect(renders.get('holder.telephone')).toBe(before.get('holder.telephone'));
    expect(renders.get('insureds.0.name')).toBe(before.get('insureds.0.name'));
  });
});
