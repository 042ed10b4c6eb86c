import { useContext, useEffect } from 'react';
import { ShopHostContext } from './shopHost';
import { site } from './site';

/** Every screen names itself in the browser tab, unless an embedding host keeps its own title. */
export function useDocumentTitle(title: string) {
  const host = useContext(ShopHostContext);
  useEffect(() => {
    if (!host || host.setsTitle) document.title = title ? `${title} | ${site.shortName}` : site.name;
  }, [title, host]);
}
