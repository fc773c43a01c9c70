import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf, messageOf } from '../../account/api';
import { registerCustomer } from '../../account/accountCalls';
import { useSessionActions } from '../../account/useSession';
import { REGISTER_FIELDS, validateRegistration, type RegisterField } from '../../account/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { hasErrors, readForm, useFormFeedback } from '../../components/form/useFormFeedback';
import { useToast } from '../../components/toast/useToast';
import { AccountPage } from './AccountPage';

export function RegisterPage() {
  const feedback = useFormFeedback<RegisterField>();
  const { startCustomerSession } = useSessionActions();
  const toast = useToast();
  const navigate = useNavigate();

  const register = useMutation({
    mutationFn: registerCustomer,
    onSuccess: async (session) => {
      await startCustomerSession(session);
      toast.success('Welcome! Your account has been created.');
      // decisions.md: a new customer lands on their account (the spec's /admin/dashboard was a bug).
      await navigate('/my-account', { replace: true });
    },
    onError: (error) => {
      const message = messageOf(error, 'Registration failed');
      feedback.showErrors(fieldErrorsOf(error), message);
      toast.error(message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, REGISTER_FIELDS);
    const errors = validateRegistration(values);
    if (hasErrors(errors)) return feedback.showErrors(errors);
    feedback.clearErrors();
    register.mutate(values);
  }

  const { fieldErrors } = feedback;
  return (
    <AccountPage eyebrow="Join us" title="Create an Account" intro="Save your details for appointments and requests.">
      <form method="post" className="form" onSubmit={submit} {...feedback.formProps}>
        <p className="form__legend">Fields marked * are required.</p>
        <FormBanner message={feedback.banner} />
        <TextField
          name="username"
          label="Username"
          autoComplete="username"
          required
          hint="3 to 50 letters, numbers, dots, hyphens or underscores"
          error={fieldErrors.username}
        />
        <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters"
          error={fieldErrors.password}
        />
        <div className="form__row">
          <TextField
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            required
            error={fieldErrors.firstName}
          />
          <TextField
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            required
            error={fieldErrors.lastName}
          />
        </div>
        <TextField
          name="phoneNumber"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          error={fieldErrors.phoneNumber}
        />
        <SubmitButton busy={register.isPending} busyLabel="Creating Account...">
          Create Account
        </SubmitButton>
      </form>
      <div className="account-card__links">
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </AccountPage>
  );
}
