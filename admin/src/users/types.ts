import type { components } from '@gem-shop/widgets/api';

// The users resource's shapes come from openapi.json (generated types), never written by hand.

/** A row of GET /api/admin/users. username, firstName, lastName and phoneNumber are null for staff. */
export type User = components['schemas']['UserDto'];

/** The body of POST /api/admin/users: a new member of staff, with their role. */
export type StaffRegistration = components['schemas']['CreateAdminDto'];

/** The body of PUT /api/admin/users/{id}. */
export type UserChange = components['schemas']['UpdateUserDto'];
