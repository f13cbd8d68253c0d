/**
 * The operator's playground: paste a manifest on the left, see the engine's lint problems and the
 * rendered screens (on a phone-sized frame) on the right. Nothing is saved anywhere.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import type { Json } from '../../engine';
import { lintManifest } from './lint-manifest';
import { ProductScreenStory, type ScreenName } from './ProductScreenStory';

const familyModules = import.meta.glob<Json>('../../products/families/*.json', {
  eager: true,
  import: 'default',
});
const families = new Map(
  Object.entries(familyModules).map(([path, json]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), json]),
);

const SCREENS: ScreenName[] = ['detail', 'insure', 'confirm', 'renewal'];

export function ManifestPlayground({ initialManifest }: { initialManifest: string }) {
  const [text, setText] = useState(initialManifest);
  const [screen, setScreen] = useState<ScreenName>('detail');
  const deferred = useDeferredValue(text);
  const result = useMemo(() => lintManifest(deferred, families), [deferred]);
  return (
    <div
      style={{
        display: 'flex',
        gap: 16,
        padding: 16,
        fontFamily: 'system-ui, sans-serif',
        alignItems: 'flex-start',
        flexWrap: 'wrap',
      }}
    >
      <div style={{ flex: '1 1 420px', minWidth: 320 }}>
        <label htmlFor="manifest" style={{ fontWeight: 600 }}>
          Manifest (JSON)
        </label>
        <textarea
          id="manifest"
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          style={{ width: '100%', height: 480, fontFamily: 'monospace', fontSize: 12, marginTop: 6 }}
        />
        <h3 style={{ marginBottom: 4 }}>Lint</h3>
        {result.problems.length === 0 ? (
          <p data-testid="lint-clean" style={{ color: '#00b578', margin: 0 }}>
            No problems.
          </p>
        ) : (
          <ul
            data-testid="lint-problems"
            style={{ color: '#b71c1c', margin: 0, paddingLeft: 18, fontSize: 13 }}
          >
            {result.problems.map((problem, index) => (
              <li key={index}>
                <code>{problem.pointer || '/'}</code> {problem.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div style={{ flex: 'none' }}>
        <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          {SCREENS.map((name) => (
            <button
              key={name}
              role="tab"
              aria-selected={screen === name}
              type="button"
              onClick={() => setScreen(name)}
            >
              {name}
            </button>
          ))}
        </div>
        <div
          style={{
            width: 390,
            height: 844,
            overflow: 'auto',
            border: '1px solid #ddd',
            borderRadius: 12,
            transform: 'translateZ(0)',
          }}
        >
          {result.model ? (
            <ProductScreenStory
              key={`${result.model.manifestVersion}-${screen}`}
              product={result.model}
              screen={screen}
            />
          ) : (
            <p style={{ padding: 16 }}>Fix the problems to see the screens.</p>
          )}
        </div>
      </div>
    </div>
  );
}
