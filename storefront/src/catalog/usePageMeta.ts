import { useEffect } from 'react';
import { usePageTitle } from '../pages/usePageTitle';
import { useDeclareHead } from '../ssr/pageHead';

/** Sets the page's title (see usePageTitle) and its meta description; the previous description comes back on leaving. */
export function usePageMeta(title: string | undefined, description: string | undefined) {
  usePageTitle(title);
  useDeclareHead({ description });
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
