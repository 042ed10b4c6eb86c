// The Markdown link check (`npm run lint:links`): every relative link and
// heading anchor of every Markdown file must lead somewhere, and a file of the
// repository named in inline code must be such a link (remark-linked-paths).
// Links to other sites are not followed; no repository host is assumed.
import remarkValidateLinks from 'remark-validate-links';
import remarkLinkedPaths from './scripts/remark-linked-paths.mjs';

export default {
  plugins: [[remarkValidateLinks, { repository: false }], remarkLinkedPaths],
};
