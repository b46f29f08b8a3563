/**
 * @docusaurus/utils-common as the browser gets it: the exports of its index, from the modules
 * that define them, without the index's require("tslib") (./index.ts says why).
 * tests/unit/docusaurus-internals.test.ts checks that the names and values match the package's.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils';
/** The index defines this one itself. */
export const blogPostContainerID = '__blog-post-container';
