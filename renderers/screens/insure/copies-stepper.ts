/** antd-mobile's Stepper, imported only by CopiesField's lazy loader (a chunk of its own). */
export { Stepper } from 'antd-mobile';
