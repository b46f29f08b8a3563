import { launchWebKit } from './browsers';
import { defineSmokeSuite } from './smoke';

defineSmokeSuite(launchWebKit);
