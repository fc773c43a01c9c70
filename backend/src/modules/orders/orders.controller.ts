import { LeadFormController } from '../leads/index.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrdersService } from './orders.service.js';

/** POST /api/orders. */
export class OrdersController extends LeadFormController(
  {
    path: 'orders',
    body: CreateOrderDto,
    operationId: 'createOrder',
    summary: 'Ask to order a product (a request to be contacted, not a payment)',
    description:
      'The product is copied from the catalogue; it must be orderable. 400 errors.productId: Product not found / This product is currently unavailable.',
  },
  OrdersService,
) {}
