import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffRole } from '../../widgets/src/api/vocabulary';
import { DEMO_ADMIN } from './accounts';

/** A member of staff the tests created, with what signs them in. */
export interface StaffMember {
  role: StaffRole;
  name: string;
  email: string;
  password: string;
}

/** The demo Owner's bearer token, signed in through the staff API. */
export async function demoOwnerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A new member of staff with this role, created by the demo Owner (POST /api/admin/users, as the console does). */
export async function createStaffMember(
  request: APIRequestContext,
  ownerToken: string,
  role: StaffRole,
): Promise<StaffMember> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member = {
    role,
    name: `Role Test ${role}`,
    email: `${role}-${unique}@lumenjewelers.example`,
    password: 'a long password',
  };
  const response = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { ...member, confirmPassword: member.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}
