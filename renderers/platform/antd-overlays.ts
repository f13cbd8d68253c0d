/** antd-mobile's overlays, imported only through overlays.ts's loader (a chunk of their own). */
export { Dialog, Toast } from 'antd-mobile';
