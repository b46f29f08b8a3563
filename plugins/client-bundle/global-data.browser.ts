/**
 * `@generated/globalData` in the browser (./index.ts): the global data with each docs version's
 * list of docs as ./global-data.ts compacts it, expanded once, as main.js loads.
 */
import compact from '@generated/client-bundle/default/global-data.json';
import { expandGlobalData } from './global-data';

export default expandGlobalData(compact);
