import { useContext, useEffect } from 'react';
import { ShopHostContext } from './shopHost';
import { site } from './site';

/** Every screen names itself in the browser tab, unless an embedding site keeps its own title. */
export function useDocumentTitle(title: string) {
  const { setsTitle } = useContext(ShopHostContext);
  useEffect(() => {
    if (setsTitle) document.title = title ? `${title} | ${site.shortName}` : site.name;
  }, [title, setsTitle]);
}
