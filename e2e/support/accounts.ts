/** The demo administrator every development start creates (README). */
export const DEMO_ADMIN = { email: 'admin@lumenjewelers.example', password: 'demo-admin-password', name: 'Demo Admin' };
