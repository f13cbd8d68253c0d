export { validation } from './validation';
export { engine } from './engine';
export { shell } from './shell';
export { screens } from './screens';
export { gateway } from './gateway';
export { growth } from './growth';
export { contract } from './contract';
export { identity } from './identity';
