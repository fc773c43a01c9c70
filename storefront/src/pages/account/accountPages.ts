// The account pages, loaded on demand together (routes.tsx): they share their forms and session calls.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { MyAccountPage } from './MyAccountPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ConfirmEmailPage } from './ConfirmEmailPage';
