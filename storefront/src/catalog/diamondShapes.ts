import { DIAMOND_SHAPES as API_SHAPES } from '@gem-shop/widgets/api';

/**
 * The shapes the shop draws (DiamondShapeIcon): all the API's but Baguette. A module of its own so a
 * product picture's placeholder does not bring the diamond filters into every page that shows one.
 */
export const DIAMOND_SHAPES = API_SHAPES.filter((shape) => shape !== 'Baguette');
