import type { AdminProfile, User } from '../account/api';

export const customer: User = {
  id: '7f1c2c6e-1b4e-4c1e-9a53-2f0f5e0c1a01',
  _id: '7f1c2c6e-1b4e-4c1e-9a53-2f0f5e0c1a01',
  username: 'ada.l',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  phoneNumber: '+44 20 7946 0000',
  role: 'customer',
  isAdmin: false,
  isDisabled: false,
  createdAt: '2025-03-05T12:00:00.000Z',
};

export const admin: AdminProfile = {
  id: '0b6f3d8a-9a9e-4b55-8f0e-7d7f1f7e2b02',
  _id: '0b6f3d8a-9a9e-4b55-8f0e-7d7f1f7e2b02',
  name: 'Demo Admin',
  email: 'admin@lumenjewelers.example',
  isAdmin: true,
  role: 'sales',
  permissions: ['console:use', 'catalogue:read', 'reviews:manage', 'leads:manage', 'customers:manage'],
};

export const CUSTOMER_TOKEN_KEY = 'shop.customerToken';
export const ADMIN_TOKEN_KEY = 'shop.adminToken';
