import { Box, Button, FormHelperText, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import type { Secret } from '../types';
import { useMayChangeSecrets } from './SecretsNotice';

/**
 * A write-only secret (password, token, private key): the API never sends it back, only whether one is saved.
 * Empty keeps the saved one; typing replaces it; Remove sends null (Keep it undoes that). Kept as typed: '' is
 * never turned into null, which would remove the secret. A role that may not change secrets (SecretsNotice) sees
 * only whether one is saved, and sends nothing: the saved one is kept.
 */
export const SecretInput = ({
  source,
  label,
  saved,
  multiline = false,
}: {
  source: string;
  label: string;
  /** The record's hasPassword / hasToken / hasPrivateKey. */
  saved: boolean;
  multiline?: boolean;
}) => {
  const { id, field, fieldState } = useInput<Secret>({
    source,
    parse: (value: string) => value,
    // The raw value: null (Remove) must stay null, not be shown as ''.
    format: (value) => value,
  });
  const mayChange = useMayChangeSecrets() === true;
  const removing = field.value === null;
  const what = label.toLowerCase();
  const hint = !mayChange
    ? saved
      ? `A ${what} is saved.`
      : `No ${what} is saved.`
    : removing
      ? `The saved ${what} will be removed when you save.`
      : saved
        ? `A ${what} is saved — type to replace, or Remove.`
        : undefined;
  const helperId = `${id}-hint`;
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        id={id}
        label={label}
        name={field.name}
        value={removing ? '' : (field.value ?? '')}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={removing || !mayChange}
        type={multiline ? 'text' : 'password'}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        autoComplete="new-password"
        fullWidth
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        slotProps={{
          htmlInput: {
            'aria-describedby': hint ? helperId : undefined,
            spellCheck: false,
            ...(multiline ? { style: { fontFamily: 'monospace' } } : {}),
          },
        }}
      />
      {hint && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <FormHelperText id={helperId}>{hint}</FormHelperText>
          {saved && mayChange && (
            <Button size="small" onClick={() => field.onChange(removing ? undefined : null)}>
              {removing ? `Keep the ${what}` : `Remove the ${what}`}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};
