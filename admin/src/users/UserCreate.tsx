import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { staffRoleChoices } from '../access/roles';
import { CreateStaffToolbar } from './CreateStaffToolbar';
import {
  validateConfirmPassword,
  validateEmail,
  validateName,
  validatePassword,
  validateRole,
} from './staffRegistrationValidation';

/**
 * The spec's 'Create Admin Account' form, now for every kind of staff: an Owner creates a member of staff and
 * gives them a role (react-admin shows the page to Owners only: staff:manage).
 */
const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [serverError, setServerError] = useState<string>();

  const onSuccess = () => {
    const message = 'Staff account created successfully!';
    notify(message, { type: 'success', messageArgs: { _: message } });
    // Unfiltered and newest first, so the new account heads the list whatever filters were last used.
    redirect(() => `/users?${new URLSearchParams({ filter: '{}' })}`);
  };
  // A banner rather than a toast, so the message stays while the Owner corrects the form; per-field
  // messages of a 400 are also set on the fields by react-admin.
  const onError = (error: unknown) =>
    setServerError(error instanceof Error && error.message ? error.message : 'Could not create the staff account');

  return (
    <Create mutationOptions={{ onSuccess, onError }}>
      <SimpleForm toolbar={<CreateStaffToolbar />} noValidate sx={{ maxWidth: 480 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Create Staff Account
        </Typography>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2, width: '100%' }}>
            {serverError}
          </Alert>
        )}
        <TextInput source="name" label="Full Name" autoComplete="off" validate={validateName} />
        <TextInput source="email" label="Email" type="email" autoComplete="off" validate={validateEmail} />
        <SelectInput source="role" label="Role" choices={staffRoleChoices} validate={validateRole} />
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
