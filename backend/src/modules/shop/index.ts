/** What other modules may use of the shop: the module, its settings as others read them, the public shop info. */
export { ShopModule } from './shop.module.js';
export { ShopService, toShopInfo } from './shop.service.js';
export { ShopSettingsService } from './shop-settings.service.js';
export { DAY_NAMES, type ShopSettings } from './shop-settings.js';
export {
  DisplayCurrencyCode,
  ShopLocale,
  SHOP_CURRENCY,
  DEFAULT_LOCALE,
  RATE_STALE_AFTER_MS,
  type DisplayCurrency,
} from './shop-money.js';
export { ShopInfoDto, DisplayCurrencyDto, Weekday } from './dto/shop-info.dto.js';
export { shopSettingsEntities } from './entities/index.js';
export { loadDemoCurrencies } from './demo-currencies.js';
// The demo data loader (database/prepare-database.ts) writes the demo currencies through it.
export { ShopSettingsRepository } from './shop-settings.repository.js';
