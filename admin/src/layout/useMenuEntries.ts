import { accessOfPath } from '../access/screenPermissions';
import { useCanAccessEach } from '../access/useCanAccessEach';
import { allowedEntries, menuEntries, menuLinks, type MenuEntry } from './menuEntries';

const links = menuLinks(menuEntries);
const accesses = links.map((link) => accessOfPath(link.to));

/** The sidebar's entries the signed-in role may open (none while that is being checked). */
export function useMenuEntries(): MenuEntry[] {
  const allowed = useCanAccessEach(accesses);
  if (!allowed) return [];
  const mayOpen = new Set(links.filter((_, index) => allowed[index]));
  return allowedEntries(menuEntries, (link) => mayOpen.has(link));
}
