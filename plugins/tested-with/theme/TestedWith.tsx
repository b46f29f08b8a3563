import { usePluginData } from '@docusaurus/useGlobalData';
import type { TestedStack } from '../index';
import { testedWithPhrase, type TestedWithFilter } from '../phrase';

/**
 * The Next.js and React versions the docs' example apps ran on, as a phrase for a sentence:
 * "Next.js 16.4.5 with React 19.2.3 and Next.js 14.2.35 with React 18.3.1".
 */
export default function TestedWith(filter: TestedWithFilter) {
  return <>{testedWithPhrase(usePluginData('tested-with') as TestedStack[], filter)}</>;
}
