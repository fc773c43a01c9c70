import { Injectable } from '@nestjs/common';
import type { OpeningHoursDto, ShopInfoDto } from './dto/shop-info.dto.js';
import type { ShopSettings } from './shop-settings.js';
import { ShopSettingsService } from './shop-settings.service.js';

/**
 * The shop's public facts that every page repeats (spec 1 §2 footer and contact page), from the
 * settings staff edit in the console (defaults: the spec's values). Read through the settings'
 * short per-process cache, so a save shows everywhere within seconds and without a restart.
 */
@Injectable()
export class ShopService {
  constructor(private readonly settingsStore: ShopSettingsService) {}

  /** Everything staff set, including the lead recipients (not public). */
  settings(): Promise<ShopSettings> {
    return this.settingsStore.settings();
  }

  async info(): Promise<ShopInfoDto> {
    return toShopInfo(await this.settings());
  }

  /** The shop's time zone as staff set it (opening hours, shop days, months). */
  async timeZone(): Promise<string> {
    return (await this.settings()).timeZone;
  }
}

export function toShopInfo(settings: ShopSettings): ShopInfoDto {
  const { line1, line2, city, region, postcode, country } = settings.address;
  return {
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    address: { line1, ...(line2 ? { line2 } : {}), city, ...(region ? { region } : {}), postcode, country },
    timeZone: settings.timeZone,
    openingHours: settings.openingHours.map((entry): OpeningHoursDto =>
      entry.closed ? { day: entry.day, closed: true } : { day: entry.day, open: entry.open, close: entry.close },
    ),
    bookingNoticeMinutes: settings.bookingNoticeMinutes,
    replyTime: settings.replyTime,
    currencies: settings.currencies.map(({ code, rate, rateSetAt, languages }) => ({
      code,
      rate,
      rateSetAt,
      languages,
    })),
    locale: settings.locale,
    returnDays: settings.returnDays,
    shippingPromise: settings.shippingPromise,
  };
}
