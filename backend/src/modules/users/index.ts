/**
 * What other modules may use of accounts: the module, the account entity and service, its public shape;
 * and for code that runs before Nest starts, the repository createAdminAccount writes through.
 */
export { UsersModule } from './users.module.js';
export { UsersService, createAdminAccount, type NewAdmin, type NewCustomer } from './users.service.js';
export { UsersRepository } from './users.repository.js';
export { User, UserRole } from './entities/user.entity.js';
export { UserDto } from './dto/user.dto.js';
export type { AuthenticatedRequest } from './request-account.js';
export { CustomerCounts } from './customer-counts.repository.js';
