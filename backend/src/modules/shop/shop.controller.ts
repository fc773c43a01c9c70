import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ShopInfoDto } from './dto/shop-info.dto.js';
import { ShopService } from './shop.service.js';

@ApiTags('Shop')
@Controller('shop')
export class ShopController {
  constructor(private readonly shop: ShopService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The shop’s name, showroom address, phone, e-mail, time zone and opening hours' })
  @ApiOkResponse({ type: ShopInfoDto })
  getShopInfo(): ShopInfoDto {
    return this.shop.info();
  }
}
