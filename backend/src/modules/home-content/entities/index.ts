/** The home page content's entities (hero slides, shop-by-category tiles), registered in database/entities.ts. */
export const homeContentEntities = [];
