/** The shop's public facts (GET /api/shop) formatted for people; shared by the widgets and the storefront. */
export { groupOpeningHours, formatTime, timeZoneLabel, type DayNameStyle, type OpeningHoursRow } from './opening-hours';
export {
  DAY_NAMES,
  DEFAULT_LOCALE,
  WEEKDAYS,
  defaultShop,
  phoneHref,
  type DayHours,
  type Shop,
  type ShopAddress,
  type Weekday,
} from './shop-facts';
export { addressFormat, addressLines, type AddressCountry, type AddressFormat } from './postal-address';
export { isOnShopClock, wallClockAt, wallClockMs, wallClockToInstant, zoneOffsetMs, type WallClock } from './shop-time';
