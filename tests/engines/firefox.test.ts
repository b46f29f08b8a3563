import { launchFirefox } from './browsers';
import { defineSmokeSuite } from './smoke';

defineSmokeSuite(launchFirefox);
