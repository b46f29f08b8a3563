import MDXComponents from '@theme-original/MDXComponents';
import SecretGenerator from '@site/src/components/SecretGenerator';
import ProviderFacts from '@site/src/components/ProviderFacts';

// Components every page may use without an import.
export default {
  ...MDXComponents,
  SecretGenerator,
  ProviderFacts,
};
