/**
 * Component tests wait up to 10 s for what they expect (Testing Library's default is 1 s): on a loaded
 * 2-core CI machine a re-render after a resolved promise can take longer than 1 s. Node-only tests
 * (no document) skip this and never load React.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
