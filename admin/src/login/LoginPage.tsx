import { useState } from 'react';
import { Alert, Box, Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useNotify } from 'react-admin';

interface Credentials {
  email: string;
  password: string;
}

export const LoginPage = () => (
  <Login
    avatarIcon={<DiamondOutlined />}
    sx={{ backgroundImage: 'none', bgcolor: 'background.default', '& .RaLogin-icon': { bgcolor: 'primary.main' } }}
  >
    <LoginForm />
  </Login>
);

const LoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await login(values);
      const welcome = 'Admin login successful!';
      notify(welcome, { type: 'success', messageArgs: { _: welcome } });
    } catch (failure) {
      // The server's own words: 'Invalid email or password', 'Not authorized as admin' (a customer's
      // account), 'Too many sign-in attempts...'.
      const message = failure instanceof Error && failure.message ? failure.message : 'Admin login failed';
      setError(message);
      notify(message, { type: 'error', messageArgs: { _: message } });
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: { xs: 300, sm: 360 }, pt: 0 }}>
        <Typography variant="h4" component="h1" align="center">
          Admin Panel
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 2 }}>
          Sign in to manage the shop
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <TextInput
          source="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          validate={required('Email is required')}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          validate={required('Password is required')}
        />
        <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
          {submitting ? <CircularProgress size={22} color="inherit" aria-label="Signing in" /> : 'Sign in'}
        </Button>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          {/* The customer login lives in the storefront, outside the console's router. */}
          <Link href="/login" variant="body2">
            Not staff? Go to customer login
          </Link>
        </Box>
      </CardContent>
    </Form>
  );
};
