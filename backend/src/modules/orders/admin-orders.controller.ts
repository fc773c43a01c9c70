import { LeadDeskController } from '../leads/index.js';
import { AdminOrdersService, ORDER_DESK } from './admin-orders.service.js';

/** Staff routes of orders under admin/orders. */
export class AdminOrdersController extends LeadDeskController(ORDER_DESK, AdminOrdersService) {}
