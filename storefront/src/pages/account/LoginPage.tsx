import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { fieldErrorsOf, messageOf } from '../../account/api';
import { loginCustomer } from '../../account/accountCalls';
import { useSessionActions, type SignInRedirectState } from '../../account/useSession';
import { LOGIN_FIELDS, validateLogin, type LoginField } from '../../account/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { hasErrors, readForm, useFormFeedback } from '../../components/form/useFormFeedback';
import { useToast } from '../../components/toast/useToast';
import { AccountPage } from './AccountPage';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function LoginPage() {
  const feedback = useFormFeedback<LoginField>();
  const { startCustomerSession } = useSessionActions();
  const toast = useToast();
  const navigate = useNavigate();
  // The user guard (or an ended session) sent the shopper here from this page.
  const from = (useLocation().state as SignInRedirectState | null)?.from;

  const login = useMutation({
    mutationFn: loginCustomer,
    onSuccess: async (session) => {
      await startCustomerSession(session);
      toast.success('Login successful!');
      await navigate(from ?? '/my-account', { replace: true });
    },
    onError: (error) => {
      const message = messageOf(error, LOGIN_FAILED);
      feedback.showErrors(fieldErrorsOf(error), message);
      toast.error(message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, LOGIN_FIELDS);
    const errors = validateLogin(values);
    if (hasErrors(errors)) return feedback.showErrors(errors);
    feedback.clearErrors();
    login.mutate(values);
  }

  return (
    <AccountPage eyebrow="Welcome back" title="Sign In" intro="Sign in to see your account and your requests.">
      <form method="post" className="form" onSubmit={submit} {...feedback.formProps}>
        <FormBanner message={feedback.banner} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={feedback.fieldErrors.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={feedback.fieldErrors.password}
        />
        <p className="account-card__aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <SubmitButton busy={login.isPending} busyLabel="Signing In...">
          Sign In
        </SubmitButton>
      </form>
      <div className="account-card__links">
        <p>
          New to us? <Link to="/register">Create an account</Link>
        </p>
        <p>
          {/* The staff console is a separate app: a full page load, not a storefront route. */}
          Staff member? <a href="/admin">Sign in to the staff console</a>
        </p>
      </div>
    </AccountPage>
  );
}
