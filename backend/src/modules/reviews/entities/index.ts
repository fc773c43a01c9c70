/** Customer reviews' entities, registered in database/entities.ts. */
export const reviewEntities = [];
