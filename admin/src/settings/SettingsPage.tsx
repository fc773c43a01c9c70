import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useNotify } from 'react-admin';
import { fetchSettings, saveProblem, saveSettings, type SavedSettings } from './settingsApi';
import { DAY_NAMES, formErrorKey, noticeHint, timeZoneOptions, toFormValues, toSettings, type DayRow, type SettingsFormValues } from './settingsForm';

type Errors = Record<string, string>;
type TextKey = 'name' | 'phone' | 'email' | 'line1' | 'line2' | 'city' | 'postcode' | 'country' | 'bookingNoticeMinutes';

const Section = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** One weekday: its name, the Closed switch and the two times (kept, but disabled, while closed). */
const DayHoursRow = ({ row, errors, onChange }: { row: DayRow; errors: Errors; onChange: (row: DayRow) => void }) => {
  const name = DAY_NAMES[row.day];
  const error = (key: 'open' | 'close') => errors[`openingHours.${row.day}.${key}`];
  return (
    <Box
      role="group"
      aria-label={`${name} hours`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '8rem 8rem 1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      <Typography sx={{ pt: 1, fontWeight: 500 }}>{name}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={row.closed}
            onChange={(event) => onChange({ ...row, closed: event.target.checked })}
            slotProps={{ input: { 'aria-label': `${name} closed` } }}
          />
        }
        label="Closed"
        sx={{ m: 0 }}
      />
      {(['open', 'close'] as const).map((key) => (
        <TextField
          key={key}
          type="time"
          size="small"
          label={key === 'open' ? 'Opens' : 'Closes'}
          value={row[key]}
          disabled={row.closed}
          onChange={(event) => onChange({ ...row, [key]: event.target.value })}
          error={!row.closed && Boolean(error(key))}
          helperText={row.closed ? undefined : error(key)}
          slotProps={{ htmlInput: { 'aria-label': `${name} ${key === 'open' ? 'opening' : 'closing'} time`, step: 60 }, inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
};

const SettingsForm = ({ initial, onSaved }: { initial: SavedSettings; onSaved: (saved: SavedSettings) => void }) => {
  const notify = useNotify();
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const clearError = (...keys: string[]) =>
    setErrors((current) => (keys.some((key) => key in current) ? Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))) : current));

  const text = (key: TextKey, label: string, options: { required?: boolean; type?: string; helperText?: string } = {}) => (
    <TextField
      label={label}
      required={options.required ?? true}
      type={options.type ?? 'text'}
      value={values[key]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [key]: event.target.value }));
        clearError(key);
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? options.helperText}
      fullWidth
    />
  );

  const setDay = (row: DayRow) => {
    setValues((current) => ({ ...current, hours: current.hours.map((day) => (day.day === row.day ? row : day)) }));
    clearError(`openingHours.${row.day}.open`, `openingHours.${row.day}.close`, 'openingHours');
  };

  const setRecipient = (index: number, address: string) => {
    setValues((current) => ({ ...current, leadNotifyEmails: current.leadNotifyEmails.map((item, at) => (at === index ? address : item)) }));
    clearError(`leadNotifyEmails.${index}`);
  };
  // Errors of the list are keyed by position: removing an address clears them all rather than shifting.
  const dropRecipientErrors = () =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('leadNotifyEmails'))));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveSettings(toSettings(values));
      setErrors({});
      setValues(toFormValues(saved));
      onSaved(saved);
      notify('Settings saved', { type: 'success' });
    } catch (error) {
      const problem = saveProblem(error);
      setErrors(Object.fromEntries(Object.entries(problem.errors).map(([path, message]) => [formErrorKey(path), message])));
      notify(problem.message ?? 'The settings could not be saved. Please try again.', { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const zones = timeZoneOptions(values.timeZone);
  const known = new Set(['name', 'phone', 'email', 'line1', 'line2', 'city', 'postcode', 'country', 'timeZone', 'bookingNoticeMinutes', 'openingHours', 'leadNotifyEmails']);
  const otherErrors = Object.entries(errors).filter(
    ([key]) => !known.has(key) && !key.startsWith('openingHours.') && !key.startsWith('leadNotifyEmails.'),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Shop settings" sx={{ mt: 2, maxWidth: 960 }}>
      <Stack spacing={3}>
        {otherErrors.length > 0 && (
          <Alert severity="error">
            {otherErrors.map(([key, message]) => (
              <div key={key}>{message}</div>
            ))}
          </Alert>
        )}
        <Section title="Shop details" description="Shown in the storefront’s header, footer and contact page, and in e-mails.">
          {text('name', 'Shop name')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('phone', 'Phone', { type: 'tel' })}
            {text('email', 'Email', { type: 'email' })}
          </Stack>
        </Section>

        <Section title="Showroom address">
          {text('line1', 'Address line 1')}
          {text('line2', 'Address line 2', { required: false })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('city', 'City')}
            {text('postcode', 'Postcode')}
            {text('country', 'Country')}
          </Stack>
        </Section>

        <Section title="Opening hours" description="In the booking time zone. Consultations can be booked from opening to closing time.">
          {errors.openingHours && <Alert severity="error">{errors.openingHours}</Alert>}
          {values.hours.map((row) => (
            <DayHoursRow key={row.day} row={row} errors={errors} onChange={setDay} />
          ))}
        </Section>

        <Section title="Booking">
          <Autocomplete
            options={zones}
            value={values.timeZone || null}
            onChange={(_, zone) => {
              setValues((current) => ({ ...current, timeZone: zone ?? '' }));
              clearError('timeZone');
            }}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                label="Time zone"
                required
                error={Boolean(errors.timeZone)}
                helperText={errors.timeZone ?? 'Opening hours and booking times are meant in this zone. Type to search.'}
              />
            )}
          />
          {text('bookingNoticeMinutes', 'Minimum notice (minutes)', { type: 'number', helperText: noticeHint(values.bookingNoticeMinutes) })}
        </Section>

        <Section title="Notifications" description="Who receives an e-mail for each new order, appointment and message. With none, the shop’s e-mail does.">
          {values.leadNotifyEmails.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No addresses: notifications go to {values.email || 'the shop’s e-mail'}.
            </Typography>
          )}
          {values.leadNotifyEmails.map((address, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Notification address ${index + 1}`}
                type="email"
                value={address}
                onChange={(event) => setRecipient(index, event.target.value)}
                error={Boolean(errors[`leadNotifyEmails.${index}`])}
                helperText={errors[`leadNotifyEmails.${index}`]}
                fullWidth
              />
              <IconButton
                aria-label={`Remove notification address ${index + 1}`}
                onClick={() => {
                  setValues((current) => ({ ...current, leadNotifyEmails: current.leadNotifyEmails.filter((_, at) => at !== index) }));
                  dropRecipientErrors();
                }}
                sx={{ mt: 1 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
          {errors.leadNotifyEmails && <Alert severity="error">{errors.leadNotifyEmails}</Alert>}
          <Box>
            <Button startIcon={<AddOutlined />} onClick={() => setValues((current) => ({ ...current, leadNotifyEmails: [...current.leadNotifyEmails, ''] }))}>
              Add address
            </Button>
          </Box>
        </Section>

        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
          {initial.updatedAt && (
            <Typography variant="body2" color="text.secondary">
              Last saved {new Date(initial.updatedAt).toLocaleString()}
              {initial.updatedBy ? ` by ${initial.updatedBy.name || initial.updatedBy.email}` : ''}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
  );
};

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; settings: SavedSettings };

/** /admin/settings: the shop's facts, hours, booking rules and notification addresses (issue 10). */
const SettingsPage = () => {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchSettings().then(
      (settings) => setState({ status: 'ready', settings }),
      () => setState({ status: 'error' }),
    );
  }, []);
  useEffect(load, [load]);

  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>Loading settings…</Typography>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={load}>
            Retry
          </Button>
        }
      >
        The settings could not be loaded.
      </Alert>
    );
  }
  return <SettingsForm initial={state.settings} onSaved={(settings) => setState({ status: 'ready', settings })} />;
};

// Default export for React.lazy.
export default SettingsPage;
