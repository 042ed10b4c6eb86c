import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the shop: a real `<a href>` (new tab, copy link and screen
 * readers behave as usual) that changes route without a reload on a plain click.
 * Built from the router's public hooks because React Router's own Link brings
 * its framework-mode prefetching along, about 4 KB gzipped on every first
 * visit for a feature this shop does not use.
 */
export function Link({ to, replace, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks, other buttons and other targets are left to the browser.
    if (!event.defaultPrevented) followLink(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
