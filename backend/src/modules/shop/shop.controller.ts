import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ShopInfoDto } from './dto/shop-info.dto.js';
import { ShopService } from './shop.service.js';

@ApiTags('Shop')
@Controller('shop')
export class ShopController {
  constructor(private readonly shop: ShopService) {}

  @Get()
  // Staff change these in the console: browsers revalidate (ETag, 304) so a change shows on the next page load.
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    summary:
      'The shop’s name, showroom address, phone, e-mail, time zone, opening hours and booking notice (the settings staff edit)',
  })
  @ApiOkResponse({ type: ShopInfoDto })
  getShopInfo(): Promise<ShopInfoDto> {
    return this.shop.info();
  }
}
