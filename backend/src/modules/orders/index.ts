/** What other modules may use of orders. */
export { OrdersModule } from './orders.module.js';
export { CustomerOrders } from './customer-orders.repository.js';
