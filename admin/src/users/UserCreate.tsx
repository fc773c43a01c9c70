import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { Create, PasswordInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { validateConfirmPassword, validateEmail, validateName, validatePassword } from './adminRegistrationValidation';
import { CreateAdminToolbar } from './CreateAdminToolbar';

/** The spec's 'Create Admin Account' form: an admin creates another admin. */
const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [serverError, setServerError] = useState<string>();

  const onSuccess = () => {
    const message = 'Admin account created successfully!';
    notify(message, { type: 'success', messageArgs: { _: message } });
    // Unfiltered and newest first, so the new account heads the list whatever filters were last used.
    redirect(() => `/users?${new URLSearchParams({ filter: '{}' })}`);
  };
  // A banner rather than a toast, so the message stays while the admin corrects the form; per-field
  // messages of a 400 are also set on the fields by react-admin.
  const onError = (error: unknown) =>
    setServerError(error instanceof Error && error.message ? error.message : 'Could not create the admin account');

  return (
    <Create mutationOptions={{ onSuccess, onError }}>
      <SimpleForm toolbar={<CreateAdminToolbar />} noValidate sx={{ maxWidth: 480 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Create Admin Account
        </Typography>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
            {serverError}
          </Alert>
        )}
        <TextInput source="name" label="Full Name" autoComplete="off" validate={validateName} />
        <TextInput source="email" label="Email" type="email" autoComplete="off" validate={validateEmail} />
        <PasswordInput source="password" label="Password" autoComplete="new-password" validate={validatePassword} />
        <PasswordInput
          source="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          validate={validateConfirmPassword}
        />
      </SimpleForm>
    </Create>
  );
};

// Default export for React.lazy.
export default UserCreate;
