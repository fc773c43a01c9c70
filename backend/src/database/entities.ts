import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity.js';
import { Product } from '../modules/catalog/entities/product.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity, listed once (no folder scanning, so the built server and the tests agree). */
export const entities = [User, PasswordResetToken, Product];
