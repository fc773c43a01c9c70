import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf, messageOf } from '../../account/api';
import { requestPasswordReset } from '../../account/accountCalls';
import { FORGOT_PASSWORD_FIELDS, validateForgotPassword, type ForgotPasswordField } from '../../account/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { hasErrors, readForm, useFormFeedback } from '../../components/form/useFormFeedback';
import { useToast } from '../../components/toast/useToast';
import { AccountNotice, AccountPage } from './AccountPage';

export function ForgotPasswordPage() {
  const feedback = useFormFeedback<ForgotPasswordField>();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [triedAgain, setTriedAgain] = useState(false);

  const sendLink = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (message) => {
      setSentMessage(message);
      toast.success('Password reset email sent. Please check your inbox.');
    },
    onError: (error) => feedback.showErrors(fieldErrorsOf(error), messageOf(error, 'Unable to process request')),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, FORGOT_PASSWORD_FIELDS);
    const errors = validateForgotPassword(values);
    if (hasErrors(errors)) return feedback.showErrors(errors);
    feedback.clearErrors();
    setEmail(values.email);
    sendLink.mutate(values.email);
  }

  function tryAgain() {
    setSentMessage(null);
    setTriedAgain(true);
  }

  return (
    <AccountPage
      eyebrow="Account help"
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sentMessage ? (
        <AccountNotice title="Check your inbox" tone="success" focusOnShow>
          <p>{sentMessage}</p>
          <p>The link works for one hour. No e-mail? Check your spam folder, or try again.</p>
          <button type="button" className="button button--secondary" onClick={tryAgain}>
            Try again
          </button>
        </AccountNotice>
      ) : (
        <form method="post" className="form" onSubmit={submit} {...feedback.formProps}>
          <FormBanner message={feedback.banner} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            // Back from 'try again': the shopper continues typing where they left off.
            autoFocus={triedAgain}
            error={feedback.fieldErrors.email}
          />
          <SubmitButton busy={sendLink.isPending} busyLabel="Sending...">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
      <div className="account-card__links">
        <p>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </AccountPage>
  );
}
