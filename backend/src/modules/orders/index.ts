/** What other modules may use of orders: the module, a customer's own orders, an order's product by reference, the entity and its statuses. */
export { OrdersModule } from './orders.module.js';
export { CustomerOrders } from './customer-orders.repository.js';
export { OrderProducts } from './order-products.repository.js';
export { Order, OrderPriority, OrderProductKind, OrderStatus } from './entities/order.entity.js';
export { OrderActivity, type OrderedProduct } from './order-activity.repository.js';
export { OrderPersonalData } from './order-personal-data.repository.js';
