import { createStore } from 'jotai/vanilla';

/**
 * The one jotai store of the app. React reads it through <Provider store={appStore}>; non-React
 * code (the API client's effects, the navigation guard, the snapshot) reads and writes it directly.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
