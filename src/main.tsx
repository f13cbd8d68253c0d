/**
 * The entry: small on purpose. On a product detail route the boot script
 * (scripts/build/route-preload.ts) paints the prerendered first screen; the app's code — already
 * downloading beside it — starts only after that paint, so its evaluation and first render do not
 * hold the picture back. On every other route it starts at once.
 *
 * The styles the first screen needs (app frame, antd-mobile's global variables) stay in the entry,
 * which the build inlines into index.html.
 */
import 'antd-mobile/es/global/global.css';
import './app/app.css';
import { firstScreenExpected, firstScreenSettled } from './app/firstScreen';

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Behind a first screen, the framework's evaluation and the app's are two tasks, with the browser's
// turn between them; with only the boot skeleton on show there is nothing to keep responsive.
const splitStart = firstScreenExpected();
void firstScreenSettled()
  .then(() => import('./app/framework'))
  .then(splitStart ? yieldToBrowser : undefined)
  .then(() => import('./app/start'));
