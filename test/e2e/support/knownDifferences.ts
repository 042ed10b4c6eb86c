import { SHOP_HEADERS, type Answer, type Field } from './hostAnswers';

/** One field of one answer where a host differs from `npm start`, with both whole answers. */
export interface Difference {
  host: string;
  address: string;
  field: Field;
  /** npm start's answer. */
  reference: Answer;
  /** The host's. */
  observed: Answer;
}

export interface KnownDifference {
  /** As docs/deploying.md names it, under "Known differences between hosts". */
  title: string;
  hosts: string[];
  explains(difference: Difference): boolean;
}

const NETLIFY = 'Netlify';
const CLOUDFLARE = 'Cloudflare Pages';
const CLOUDFRONT = 'S3 + CloudFront';

const HEADERS: readonly Field[] = SHOP_HEADERS;
const pathOf = (address: string) => address.split('?')[0]!;
const queryOf = (address: string) => (address.includes('?') ? address.slice(address.indexOf('?')) : '');
/** A forward of the host's own (not one of the build's): npm start answers the address itself. */
const hostForward = ({ reference, observed }: Difference) => !/^3/.test(reference.status ?? '') && /^3/.test(observed.status ?? '');

/**
 * The differences the deploy test (hosting.e2e.test.ts) accepts, each one
 * described in docs/deploying.md. A new difference fails the test until it is
 * fixed or named here and there; one that is gone fails it until removed.
 */
export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    title: "Vary is the host's own",
    hosts: [NETLIFY, CLOUDFLARE, CLOUDFRONT],
    explains: ({ field }) => field === 'vary',
  },
  {
    title: "A folder's page is forwarded to its address with a slash",
    hosts: [NETLIFY, CLOUDFLARE],
    explains: (difference) =>
      hostForward(difference) && difference.observed.location === `${pathOf(difference.address)}/${queryOf(difference.address)}`,
  },
  {
    title: "Cloudflare Pages forwards an address ending in .html",
    hosts: [CLOUDFLARE],
    explains: (difference) =>
      hostForward(difference) &&
      pathOf(difference.address).endsWith('.html') &&
      difference.observed.location === pathOf(difference.address).replace(/(index)?\.html$/, ''),
  },
  {
    title: "Pages keep the host's default Cache-Control",
    hosts: [NETLIFY, CLOUDFLARE],
    explains: ({ field, reference, observed }) =>
      field === 'cache-control' && reference[field] === 'no-cache' && observed[field] === 'public, max-age=0, must-revalidate' && /\.html\b/.test(observed.body ?? ''),
  },
  {
    title: "A forward carries none of the shop's headers",
    hosts: [NETLIFY, CLOUDFLARE],
    explains: ({ field, reference, observed }) => /^3/.test(reference.status ?? '') && reference.status === observed.status && HEADERS.includes(field) && observed[field] === undefined,
  },
  {
    title: "A missing file below a folder with a cache rule gets that folder's Cache-Control",
    hosts: [NETLIFY, CLOUDFLARE],
    explains: ({ field, reference, observed }) => field === 'cache-control' && reference.status === '404' && observed.status === '404',
  },
  {
    title: "A missing file on CloudFront gets the not-found page without the shop's headers",
    hosts: [CLOUDFRONT],
    explains: ({ field, reference, observed }) => reference.status === '404' && observed.status === '404' && HEADERS.includes(field) && observed[field] === undefined,
  },
];
