import { useMemo, type ReactNode } from 'react';
import { Alert, Autocomplete, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { FormProvider, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import {
  EditBase,
  RecordContextProvider,
  TextInput,
  useAugmentedForm,
  useEditContext,
  useInput,
  useNotify,
  useSaveContext,
  type TextInputProps,
} from 'react-admin';
import { SETTINGS_ID, SETTINGS_RESOURCE } from '../dataProvider';
import { readApiError, readErrorBody } from '../shared/apiError';
import { WEEKDAYS, type SavedSettings, type Weekday } from './settingsApi';
import { DAY_NAMES, formErrors, noticeHint, timeZoneOptions, toFormValues, toSettings, type SettingsFormValues } from './settingsForm';

const SAVE_FAILED = 'The settings could not be saved. Please try again.';

/** Every text is kept as typed ('' stays ''; react-admin would send null): the server trims and checks. */
const asTyped = (value: string) => value;

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

/** A text of the document; required ones are marked so, and the server says what is wrong. */
const Text = ({ required = true, ...props }: TextInputProps & { required?: boolean }) => (
  <TextInput isRequired={required} parse={asTyped} margin="none" fullWidth {...props} />
);

/** One of a weekday's times: disabled (and its message hidden) while the day is closed. */
const DayTimeInput = ({ day, which, closed, onEdited }: { day: Weekday; which: 'open' | 'close'; closed: boolean; onEdited: () => void }) => {
  const name = DAY_NAMES[day];
  const { field, fieldState } = useInput({ source: `openingHours.${day}.${which}`, parse: asTyped });
  return (
    <TextField
      type="time"
      size="small"
      label={which === 'open' ? 'Opens' : 'Closes'}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      disabled={closed}
      onChange={(event) => {
        field.onChange(event.target.value);
        onEdited();
      }}
      error={!closed && fieldState.invalid}
      helperText={closed ? undefined : fieldState.error?.message}
      slotProps={{ htmlInput: { 'aria-label': `${name} ${which === 'open' ? 'opening' : 'closing'} time`, step: 60 }, inputLabel: { shrink: true } }}
    />
  );
};

/** One weekday: its name, the Closed switch and the two times (kept, but disabled, while closed). */
const DayHoursRow = ({ day }: { day: Weekday }) => {
  const name = DAY_NAMES[day];
  const { clearErrors } = useFormContext();
  const { field: closed } = useInput({ source: `openingHours.${day}.closed` });
  // An edit of the day clears what was said about it, and about the hours as a whole.
  const edited = () => clearErrors([`openingHours.${day}.open`, `openingHours.${day}.close`, 'root.openingHours']);
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
            checked={Boolean(closed.value)}
            onChange={(event) => {
              closed.onChange(event.target.checked);
              edited();
            }}
            slotProps={{ input: { 'aria-label': `${name} closed` } }}
          />
        }
        label="Closed"
        sx={{ m: 0 }}
      />
      <DayTimeInput day={day} which="open" closed={Boolean(closed.value)} onEdited={edited} />
      <DayTimeInput day={day} which="close" closed={Boolean(closed.value)} onEdited={edited} />
    </Box>
  );
};

/** The booking zone: every IANA zone this browser knows, searched by typing. */
const TimeZoneInput = () => {
  const { field, fieldState } = useInput({ source: 'timeZone', parse: asTyped });
  const zones = useMemo(() => timeZoneOptions(field.value), [field.value]);
  return (
    <Autocomplete
      options={zones}
      value={field.value || null}
      onChange={(_, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          required
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? 'Opening hours and booking times are meant in this zone. Type to search.'}
        />
      )}
    />
  );
};

const NoticeInput = () => {
  const notice = useWatch<SettingsFormValues, 'bookingNoticeMinutes'>({ name: 'bookingNoticeMinutes' });
  return <Text source="bookingNoticeMinutes" label="Minimum notice (minutes)" type="number" helperText={noticeHint(notice ?? '')} />;
};

/** The addresses that receive the lead e-mails: a list staff grow and shrink. */
const NotificationAddresses = () => {
  const { setValue, clearErrors } = useFormContext();
  const addresses = useWatch<SettingsFormValues, 'leadNotifyEmails'>({ name: 'leadNotifyEmails' }) ?? [];
  const shopEmail = useWatch<SettingsFormValues, 'email'>({ name: 'email' });
  const { errors } = useFormState<SettingsFormValues>();
  const listError = (errors.root as Record<string, { message?: string }> | undefined)?.leadNotifyEmails?.message;

  const remove = (index: number) => {
    setValue(
      'leadNotifyEmails',
      addresses.filter((_, at) => at !== index),
      { shouldDirty: true },
    );
    // Errors of the list are keyed by position: removing an address clears them all rather than shifting.
    clearErrors(['leadNotifyEmails', 'root.leadNotifyEmails']);
  };

  return (
    <>
      {addresses.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No addresses: notifications go to {shopEmail || 'the shop’s e-mail'}.
        </Typography>
      )}
      {addresses.map((_, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Text source={`leadNotifyEmails.${index}`} label={`Notification address ${index + 1}`} type="email" required={false} helperText={false} />
          <IconButton aria-label={`Remove notification address ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => setValue('leadNotifyEmails', [...addresses, ''], { shouldDirty: true })}>
          Add address
        </Button>
      </Box>
    </>
  );
};

/** The messages of `root` (what the server said about no single field), by their path; the form's own toast is left out. */
function rootMessages(root: FieldErrors['root'], path = ''): [string, string][] {
  if (!root || typeof root !== 'object') return [];
  return Object.entries(root).flatMap(([key, value]): [string, string][] => {
    if (key === 'type' || key === 'ref' || key === 'types') return [];
    if (key === 'message') return typeof value === 'string' ? [[path, value]] : [];
    return rootMessages(value as FieldErrors['root'], path ? `${path}.${key}` : key);
  });
}

/** Shown above the sections: the server's messages about fields the form does not have. */
const OtherErrors = () => {
  const { errors } = useFormState();
  const others = rootMessages(errors.root).filter(([path]) => path !== 'serverError' && path !== 'openingHours' && path !== 'leadNotifyEmails');
  if (others.length === 0) return null;
  return (
    <Alert severity="error">
      {others.map(([path, message]) => (
        <div key={path}>{message}</div>
      ))}
    </Alert>
  );
};

const HoursError = () => {
  const { errors } = useFormState();
  const message = (errors.root as Record<string, { message?: string }> | undefined)?.openingHours?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
};

const SaveBar = ({ saved }: { saved: SavedSettings }) => {
  const { saving } = useSaveContext();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      {saved.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          Last saved {new Date(saved.updatedAt).toLocaleString()}
          {saved.updatedBy ? ` by ${saved.updatedBy.name || saved.updatedBy.email}` : ''}
        </Typography>
      )}
    </Stack>
  );
};

/**
 * The form over the edit controller's record: react-admin's form state (useAugmentedForm, as <Form>
 * builds it) on a <form> of its own name. Save goes through the controller (transform → update of
 * `settings/shop`); the server's field messages come back as the form's errors.
 */
const SettingsForm = () => {
  const { record } = useEditContext<SavedSettings & { id: string }>();
  const { save } = useSaveContext();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const { form, formHandleSubmit } = useAugmentedForm<SettingsFormValues>({
    record: values as unknown as Record<string, unknown> & { id: string },
    // The toast is the save's own (mutationOptions.onError), whatever the failure.
    disableInvalidFormNotification: true,
    onSubmit: async (data: Record<string, unknown>) => {
      // What the save answers is the refusal's `errors` (with react-admin's root.serverError, left out here).
      const errors = (await save?.(data)) as Record<string, unknown> | undefined;
      return errors ? formErrors(readErrorBody({ errors }).fieldErrors) : undefined;
    },
  });
  if (!record || !values) return null;
  return (
    <RecordContextProvider value={values}>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={formHandleSubmit} aria-label="Shop settings" sx={{ mt: 2, maxWidth: 960 }}>
          <Stack spacing={3}>
            <OtherErrors />
            <Section title="Shop details" description="Shown in the storefront’s header, footer and contact page, and in e-mails.">
              <Text source="name" label="Shop name" />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Text source="phone" label="Phone" type="tel" />
                <Text source="email" label="Email" type="email" />
              </Stack>
            </Section>

            <Section title="Showroom address">
              <Text source="address.line1" label="Address line 1" />
              <Text source="address.line2" label="Address line 2" required={false} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Text source="address.city" label="City" />
                <Text source="address.postcode" label="Postcode" />
                <Text source="address.country" label="Country" />
              </Stack>
            </Section>

            <Section title="Opening hours" description="In the booking time zone. Consultations can be booked from opening to closing time.">
              <HoursError />
              {WEEKDAYS.map((day) => (
                <DayHoursRow key={day} day={day} />
              ))}
            </Section>

            <Section title="Booking">
              <TimeZoneInput />
              <NoticeInput />
            </Section>

            <Section title="Notifications" description="Who receives an e-mail for each new order, appointment and message. With none, the shop’s e-mail does.">
              <NotificationAddresses />
            </Section>

            <SaveBar saved={record} />
          </Stack>
        </Box>
      </FormProvider>
    </RecordContextProvider>
  );
};

const Loading = () => (
  <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'center' }} role="status">
    <CircularProgress size={24} />
    <Typography>Loading settings…</Typography>
  </Stack>
);

/** The settings could not be fetched: Retry asks again (and shows the loading state meanwhile). */
const LoadFailed = () => {
  const { refetch, isFetching } = useEditContext();
  if (isFetching) return <Loading />;
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Retry
        </Button>
      }
    >
      The settings could not be loaded.
    </Alert>
  );
};

/**
 * /admin/settings: the shop's facts, hours, booking rules and notification addresses (issue 10), the
 * singleton record `settings/shop` of the data provider, edited in place (no redirect, no undo).
 */
const SettingsPage = () => {
  const notify = useNotify();
  return (
    <EditBase
      resource={SETTINGS_RESOURCE}
      id={SETTINGS_ID}
      mutationMode="pessimistic"
      redirect={false}
      loading={<Loading />}
      error={<LoadFailed />}
      // The page says when the settings cannot be fetched; react-admin's default would also toast and redirect.
      queryOptions={{ onError: () => undefined }}
      transform={(values) => toSettings(values as unknown as SettingsFormValues)}
      mutationOptions={{
        onSuccess: () => notify('Settings saved', { type: 'success' }),
        onError: (error) => {
          const message = readApiError(error).message ?? SAVE_FAILED;
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      }}
    >
      <SettingsForm />
    </EditBase>
  );
};

// Default export for React.lazy.
export default SettingsPage;
