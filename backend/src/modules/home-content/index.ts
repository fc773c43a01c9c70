/** What other modules may use of the home page's content (hero slides, category tiles): the module and its entities. */
export { HomeContentModule } from './home-content.module.js';
export { homeContentEntities } from './entities/index.js';
