/** What other modules may use of orders: the module, a customer's own orders, the entity and its statuses. */
export { OrdersModule } from './orders.module.js';
export { CustomerOrders } from './customer-orders.repository.js';
export { Order, OrderPriority, OrderProductKind, OrderStatus } from './entities/order.entity.js';
