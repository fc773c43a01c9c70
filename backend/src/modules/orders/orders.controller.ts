import { Body, Controller, Headers, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LeadCreatedDto } from '../leads/dto/lead-created.dto.js';
import { ApiLeadForm } from '../leads/lead-api.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrdersService } from './orders.service.js';

@ApiTags('Leads')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @ApiLeadForm(
    'Ask to order a product (a request to be contacted, not a payment)',
    'The product is copied from the catalogue; it must be orderable. 400 errors.productId: Product not found / This product is currently unavailable.',
  )
  createOrder(@Body() body: CreateOrderDto, @Ip() ip: string, @Headers('origin') origin?: string): Promise<LeadCreatedDto> {
    return this.orders.create(body, { ip, origin });
  }
}
