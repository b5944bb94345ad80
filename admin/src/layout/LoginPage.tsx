import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LOCALE_KEY } from '../i18n/i18n-provider';

/** Email + password sign-in; refusals (not support, wrong password) stay on the page, in de/en. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [locale, setLocale] = useLocaleState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const stateMessage = (location.state as { message?: string } | null)?.message;
  const [error, setError] = useState<string | null>(stateMessage ?? null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ username: email, password });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'fabelhaft.auth.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #2b3a67 0%, #496a81 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width: 400, maxWidth: '100%' }}>
        <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar sx={{ bgcolor: '#2b3a67' }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('fabelhaft.auth.heading')}
            </Typography>
          </Box>
          <Typography variant="body2">{translate('fabelhaft.auth.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField
            label={translate('fabelhaft.auth.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={translate('fabelhaft.auth.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate(busy ? 'fabelhaft.auth.signingIn' : 'fabelhaft.auth.submit')}
          </Button>
          <TextField
            select
            size="small"
            label={translate('fabelhaft.auth.language')}
            value={locale}
            onChange={(e) => {
              window.localStorage.setItem(LOCALE_KEY, e.target.value);
              setLocale(e.target.value);
            }}
          >
            <MenuItem value="de">Deutsch</MenuItem>
            <MenuItem value="en">English</MenuItem>
          </TextField>
        </CardContent>
      </Card>
    </Box>
  );
}
