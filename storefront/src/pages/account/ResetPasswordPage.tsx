import { useMutation, useQuery } from '@tanstack/react-query';
import { PERSONAL } from '../../ssr/queryClient';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError, fieldErrorsOf, messageOf } from '../../account/api';
import { checkResetToken, resetPassword } from '../../account/accountCalls';
import { useSessionActions } from '../../account/useSession';
import { RESET_PASSWORD_FIELDS, validateNewPassword, type ResetPasswordField } from '../../account/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { hasErrors, readForm, useFormFeedback } from '../../components/form/useFormFeedback';
import { useToast } from '../../components/toast/useToast';
import { AccountNotice, AccountPage } from './AccountPage';

export const INVALID_RESET_LINK = 'The password reset link is invalid or has expired.';

/** Spec 2 §2: verifying the link, then invalid or the form, then complete. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const linkCheck = useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => checkResetToken(token),
    staleTime: Infinity,
    meta: PERSONAL,
  });
  const [linkRefused, setLinkRefused] = useState(false);
  const [completedMessage, setCompletedMessage] = useState<string | null>(null);

  let content;
  if (completedMessage) {
    content = <ResetComplete message={completedMessage} />;
  } else if (linkCheck.isPending) {
    content = <p role="status">Verifying your reset link...</p>;
  } else if (linkCheck.isError) {
    content = (
      <div role="alert" className="account-notice">
        <p>We could not check your reset link. Please try again.</p>
        <button type="button" className="button button--secondary" onClick={() => void linkCheck.refetch()}>
          Try Again
        </button>
      </div>
    );
  } else if (linkCheck.data === 'invalid' || linkRefused) {
    content = <InvalidLink />;
  } else {
    content = <NewPasswordForm token={token} onRefused={() => setLinkRefused(true)} onDone={setCompletedMessage} />;
  }

  return (
    <AccountPage eyebrow="Account help" title="Reset Password">
      {content}
    </AccountPage>
  );
}

function InvalidLink() {
  return (
    <AccountNotice title="Link not valid" tone="error">
      <p>{INVALID_RESET_LINK}</p>
      <Link to="/forgot-password" className="button button--primary">
        Request a New Link
      </Link>
    </AccountNotice>
  );
}

function ResetComplete({ message }: { message: string }) {
  return (
    <AccountNotice title="Password reset successful" tone="success" focusOnShow>
      <p>{message}</p>
      <Link to="/login" className="button button--primary">
        Go to Login
      </Link>
    </AccountNotice>
  );
}

interface NewPasswordFormProps {
  token: string;
  /** The server refused the link after all (expired or used meanwhile). */
  onRefused: () => void;
  onDone: (message: string) => void;
}

function NewPasswordForm({ token, onRefused, onDone }: NewPasswordFormProps) {
  const feedback = useFormFeedback<ResetPasswordField>();
  const toast = useToast();
  const { recheckSession } = useSessionActions();

  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: (message) => {
      toast.success('Password reset successful');
      // The server ended every earlier session of that account; this browser may hold one of them.
      void recheckSession();
      onDone(message);
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      if (error instanceof ApiRequestError && error.status === 400 && !fieldErrors.password) return onRefused();
      feedback.showErrors(fieldErrors, messageOf(error, 'Failed to reset password'));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, RESET_PASSWORD_FIELDS);
    const errors = validateNewPassword(values);
    if (hasErrors(errors)) return feedback.showErrors(errors);
    feedback.clearErrors();
    reset.mutate(values.password);
  }

  return (
    <form method="post" className="form" onSubmit={submit} {...feedback.formProps}>
      <p>Choose a new password for your account.</p>
      <FormBanner message={feedback.banner} />
      <TextField
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters"
        error={feedback.fieldErrors.password}
      />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={feedback.fieldErrors.confirmPassword}
      />
      <SubmitButton busy={reset.isPending} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
