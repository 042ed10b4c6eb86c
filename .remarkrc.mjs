// The Markdown link check (`npm run lint:links`): every relative link and
// heading anchor of every Markdown file must lead somewhere. Links to other
// sites are not followed; no repository host is assumed.
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
