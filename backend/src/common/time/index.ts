/** Time every module may use: the injectable clock and calendar arithmetic in the shop's time zone. */
export { Clock } from './clock.js';
export {
  DATE_PATTERN,
  formatShopTime,
  parseDate,
  secondsOfDay,
  twelveHour,
  zonedDay,
  zonedMonthStart,
  zonedParts,
  zonedStart,
  type ZonedParts,
} from './shop-time.js';
