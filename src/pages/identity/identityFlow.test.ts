import { describe, expect, it } from 'vitest';
import { safeFrom } from './identityFlow';

describe('safeFrom: where the verification goes back to', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeFrom('/jiningOfflineDetails?productCode=21PR803361')).toBe(
      '/jiningOfflineDetails?productCode=21PR803361',
    );
    expect(safeFrom('/userInfo')).toBe('/userInfo');
  });
  it('falls back to /userInfo for anything that could leave the app', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/a b<script>',
    ]) {
      expect(safeFrom(bad)).toBe('/userInfo');
    }
  });
});
