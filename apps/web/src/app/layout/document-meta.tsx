import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { fullTitle, metaForMatches } from '@/lib/route-meta';

/** Keeps the document's title and description in step with client-side navigation. */
export function DocumentMeta() {
  const matches = useMatches();
  const meta = metaForMatches(matches);
  useEffect(() => {
    document.title = fullTitle(meta);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
  return null;
}
