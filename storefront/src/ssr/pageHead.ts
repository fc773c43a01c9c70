import { createContext, useContext } from 'react';

/** The title and description a page declares (usePageTitle, usePageMeta): the one place both renders take them from. */
export interface DeclaredHead {
  title?: string;
  description?: string;
}

/** Given by the server render only (entry-server.tsx), which writes what the page declared into the HTML's head. */
export const ServerHead = createContext<DeclaredHead | null>(null);

/**
 * Records the page's head during a server render. Writing during render is safe here: the object is the
 * render's own and the server renders once; in the browser there is no collector and effects set the head.
 */
export function useDeclareHead(head: DeclaredHead) {
  const collector = useContext(ServerHead);
  if (collector) Object.assign(collector, Object.fromEntries(Object.entries(head).filter(([, value]) => value)));
}
