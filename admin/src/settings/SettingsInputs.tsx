import { useMemo, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { SelectInput, TextInput, useInput, type TextInputProps } from 'react-admin';
import { SHOP_LOCALES } from '@gem-shop/widgets/api';
import { addressFormat } from '@gem-shop/widgets/shop';
import type { Weekday } from './settingsApi';
import { DAY_NAMES, noticeHint, timeZoneOptions, type SettingsFormValues } from './settingsForm';

// The settings form's parts: react-admin inputs (useInput) whose sources are the API's field paths.

/** Every text is kept as typed ('' stays ''; react-admin would send null): the server trims and checks. */
const asTyped = (value: string) => value;

export const Section = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => {
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
export const Text = ({ required = true, ...props }: TextInputProps & { required?: boolean }) => (
  <TextInput isRequired={required} parse={asTyped} margin="none" fullWidth {...props} />
);

/** One of a weekday's times: disabled (and its message hidden) while the day is closed. */
const DayTimeInput = ({
  day,
  which,
  closed,
  onEdited,
}: {
  day: Weekday;
  which: 'open' | 'close';
  closed: boolean;
  onEdited: () => void;
}) => {
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
      slotProps={{
        htmlInput: { 'aria-label': `${name} ${which === 'open' ? 'opening' : 'closing'} time`, step: 60 },
        inputLabel: { shrink: true },
      }}
    />
  );
};

/**
 * One weekday: its name, the Open switch and the two times (kept, but disabled, while closed). The form keeps the
 * stored `closed` flag; the switch shows its opposite, so an open day reads "Open", switched on.
 */
export const DayHoursRow = ({ day }: { day: Weekday }) => {
  const name = DAY_NAMES[day];
  const { clearErrors } = useFormContext();
  const { field: closed } = useInput({ source: `openingHours.${day}.closed` });
  // An edit of the day clears what was said about it, and about the hours as a whole.
  const edited = () => clearErrors([`openingHours.${day}.open`, `openingHours.${day}.close`, 'root.openingHours']);
  return (
    <Box
      role="group"
      aria-label={`${name} hours`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '8rem 8rem 1fr 1fr' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Typography sx={{ pt: 1, fontWeight: 500 }}>{name}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={!closed.value}
            onChange={(event) => {
              closed.onChange(!event.target.checked);
              edited();
            }}
            slotProps={{ input: { 'aria-label': `${name} open` } }}
          />
        }
        label="Open"
        sx={{ m: 0 }}
      />
      <DayTimeInput day={day} which="open" closed={Boolean(closed.value)} onEdited={edited} />
      <DayTimeInput day={day} which="close" closed={Boolean(closed.value)} onEdited={edited} />
    </Box>
  );
};

/**
 * The county/state/province and postcode fields, named as the country typed above calls them ('County' and
 * 'Postcode' for the United Kingdom, 'State' and 'ZIP code' for the US): the server's messages use the same words.
 */
export const RegionAndPostcode = () => {
  const country = useWatch<SettingsFormValues, 'address.country'>({ name: 'address.country' });
  const words = addressFormat(country ?? '');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Text source="address.region" label={words.region} required={false} helperText="Optional" />
      <Text source="address.postcode" label={words.postcode} />
    </Stack>
  );
};

/** 'en-GB' → 'English (United Kingdom)'. */
const localeNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });
const LOCALE_CHOICES = SHOP_LOCALES.map((id) => ({ id, name: localeNames.of(id) ?? id }));
/** A Saturday afternoon, to show how the chosen locale writes a date. */
const SAMPLE_DATE = new Date(Date.UTC(2026, 11, 5, 14));

/** The shop's locale: how the storefront and the e-mails write dates, with an example under the field. */
export const LocaleInput = () => {
  const locale = useWatch<SettingsFormValues, 'locale'>({ name: 'locale' });
  const sample =
    locale &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })
      .format(SAMPLE_DATE)
      .replace(/\u202f/g, ' ');
  return (
    <SelectInput
      source="locale"
      label="Locale"
      choices={LOCALE_CHOICES}
      isRequired
      margin="none"
      fullWidth
      helperText={sample ? `Dates read: ${sample}` : false}
    />
  );
};

/** The booking zone: every IANA zone this browser knows, searched by typing. */
export const TimeZoneInput = () => {
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
          helperText={
            fieldState.error?.message ?? 'Opening hours and booking times are meant in this zone. Type to search.'
          }
        />
      )}
    />
  );
};

export const NoticeInput = () => {
  const notice = useWatch<SettingsFormValues, 'bookingNoticeMinutes'>({ name: 'bookingNoticeMinutes' });
  return (
    <Text
      source="bookingNoticeMinutes"
      label="Minimum notice (minutes)"
      type="number"
      helperText={noticeHint(notice ?? '')}
    />
  );
};

/** The addresses that receive the lead e-mails: a list staff grow and shrink. */
export const NotificationAddresses = () => {
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
          <Text
            source={`leadNotifyEmails.${index}`}
            label={`Notification address ${index + 1}`}
            type="email"
            required={false}
            helperText={false}
          />
          <IconButton
            aria-label={`Remove notification address ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setValue('leadNotifyEmails', [...addresses, ''], { shouldDirty: true })}
        >
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
export const OtherErrors = () => {
  const { errors } = useFormState();
  const others = rootMessages(errors.root).filter(
    ([path]) => path !== 'serverError' && path !== 'openingHours' && path !== 'leadNotifyEmails',
  );
  if (others.length === 0) return null;
  return (
    <Alert severity="error">
      {others.map(([path, message]) => (
        <div key={path}>{message}</div>
      ))}
    </Alert>
  );
};

export const HoursError = () => {
  const { errors } = useFormState();
  const message = (errors.root as Record<string, { message?: string }> | undefined)?.openingHours?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
};
