import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrdersService } from './orders.service.js';
import { LeadCreatedDto, LeadFormRoute, LeadRequestInfo, type LeadRequest } from '../leads/index.js';

@ApiTags('Leads')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @LeadFormRoute(
    'Ask to order a product (a request to be contacted, not a payment)',
    'The product is copied from the catalogue; it must be orderable. 400 errors.productId: Product not found / This product is currently unavailable.',
  )
  createOrder(@Body() body: CreateOrderDto, @LeadRequestInfo() request: LeadRequest): Promise<LeadCreatedDto> {
    return this.orders.create(body, request);
  }
}
