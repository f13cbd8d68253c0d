/** rrweb under a module id of its own (vite.config.ts): the recorder's chunk keeps record() alone. */
declare module 'rrweb-record' {
  export { record } from 'rrweb';
}
