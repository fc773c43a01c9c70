import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { type ShopInfoDto, Weekday } from './dto/shop-info.dto.js';

const WEEKDAY_HOURS = { open: '10:30', close: '18:30' };

/**
 * The shop's public facts that every page repeats (spec 1 §2 footer and contact page). They come from
 * configuration for now; the settings issue makes them editable by staff.
 */
@Injectable()
export class ShopService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  info(): ShopInfoDto {
    return {
      name: this.config.shop.name,
      phone: '+44 20 7946 0958',
      email: 'hello@lumenjewelers.example',
      address: { line1: '12 Hatton Garden', city: 'London', postcode: 'EC1N 8AN', country: 'United Kingdom' },
      timeZone: this.config.shop.timeZone,
      openingHours: [
        { day: Weekday.Monday, ...WEEKDAY_HOURS },
        { day: Weekday.Tuesday, ...WEEKDAY_HOURS },
        { day: Weekday.Wednesday, ...WEEKDAY_HOURS },
        { day: Weekday.Thursday, ...WEEKDAY_HOURS },
        { day: Weekday.Friday, ...WEEKDAY_HOURS },
        { day: Weekday.Saturday, open: '10:30', close: '17:30' },
        { day: Weekday.Sunday, closed: true },
      ],
    };
  }
}
