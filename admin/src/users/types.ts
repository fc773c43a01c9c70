import type { components } from '@gem-shop/widgets/api';

// The users resource's shapes come from openapi.json (generated types), never written by hand.

/** A row of GET /api/admin/users. username, firstName, lastName and phoneNumber are null for admins. */
export type User = components['schemas']['UserDto'];

/** The body of POST /api/admin/users. */
export type AdminRegistration = components['schemas']['CreateAdminDto'];
