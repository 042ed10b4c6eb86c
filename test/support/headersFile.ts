/**
 * `_headers` as Netlify and Cloudflare Pages read it: a path line, then its
 * indented `Name: value` lines, and for Cloudflare `! Name` lines, which take
 * a header off (Netlify's parser skips a line without a colon). Both hosts
 * apply every rule whose path matches an address (exact, or a prefix ending
 * in `*`).
 */
export type HeaderRule = [pattern: string, headers: Record<string, string>, detached: string[]];
export type HeaderRules = HeaderRule[];

export function parseHeaders(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.push([line, {}, []]);
    else if (line.trim().startsWith('!')) rules[rules.length - 1]![2].push(line.trim().slice(1).trim());
    else {
      const [name, ...value] = line.trim().split(': ');
      rules[rules.length - 1]![1][name!] = value.join(': ');
    }
  }
  return rules;
}

/** Does a `_headers` path (exact, or ending in `*`) match an address? */
export const matches = (pattern: string, address: string) =>
  pattern.endsWith('*') ? address.startsWith(pattern.slice(0, -1)) : pattern === address;

/** Every value the hosts would send for `name` at `address` (they join them when several rules set it). */
export const valuesAt = (rules: HeaderRules, address: string, name: string) =>
  rules.filter(([pattern, headers]) => matches(pattern, address) && headers[name] !== undefined).map(([, headers]) => headers[name]!);

/** The headers a rule takes off at `address` (Cloudflare Pages). */
export const detachedAt = (rules: HeaderRules, address: string) =>
  rules.filter(([pattern]) => matches(pattern, address)).flatMap(([, , detached]) => detached);
