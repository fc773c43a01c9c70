/**
 * Menu targets whose screens later issues deliver. An issue that registers the resource (or route)
 * deletes its path here, so the placeholder never shadows the real screen.
 */
export const comingSoonPaths: string[] = [];
