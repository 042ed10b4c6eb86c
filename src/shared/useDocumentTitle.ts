import { useEffect } from 'react';
import { site } from './site';

/** Every screen names itself in the browser tab. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${site.shortName}` : site.name;
  }, [title]);
}
