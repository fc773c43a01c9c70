import { Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import type { HttpAuth, SourceKind } from '../types';
import type { SupplierFormValues } from './supplierForm';
import { HostKeyPanel } from './HostKeyPanel';
import { SecretInput } from './SecretInput';
import { SecretsNotice, useMayChangeSecrets } from './SecretsNotice';

/** Texts are kept as typed ('' stays ''): the server trims and checks. */
const asTyped = (value: string) => value;

export const sourceKindChoices: { id: SourceKind; name: string }[] = [
  { id: 'http', name: 'HTTP(S) address' },
  { id: 'sftp', name: 'SFTP server' },
  { id: 'manual', name: 'Manual uploads' },
];

const authChoices: { id: HttpAuth; name: string }[] = [
  { id: 'none', name: 'None' },
  { id: 'basic', name: 'User name and password' },
  { id: 'header', name: 'Token in a header' },
];

/** Scheme, host and port: a saved secret belongs to these (the server drops it when one changes). */
const originOf = (url: string | undefined) => {
  try {
    const parsed = new URL(url ?? '');
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? 443 : 80)}`;
  } catch {
    return null;
  }
};

const HttpInputs = () => {
  const auth = useWatch({ name: 'http.auth' }) as HttpAuth;
  const url = useWatch({ name: 'http.url' }) as string;
  const hasPassword = useWatch({ name: 'http.hasPassword' }) as boolean;
  const hasToken = useWatch({ name: 'http.hasToken' }) as boolean;
  const [password, token] = useWatch({ name: ['http.password', 'http.token'] }) as [unknown, unknown];
  const typed = auth === 'header' ? token : password;
  const record = useRecordContext<SupplierFormValues>();
  const savedUrl = record?.id && record.sourceKind === 'http' ? record.http.url : undefined;
  const movesSecret =
    (hasPassword || hasToken) && !typed && savedUrl !== undefined && originOf(url) !== originOf(savedUrl);
  const mayChangeSecrets = useMayChangeSecrets() === true;
  return (
    <Stack sx={{ width: '100%' }}>
      <TextInput
        source="http.url"
        label="Feed URL"
        type="url"
        parse={asTyped}
        isRequired
        fullWidth
        helperText="The CSV file's address, https://…"
      />
      {movesSecret && (
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          A new scheme, host or port: the saved {hasPassword ? 'password' : 'token'} is not sent there.{' '}
          {mayChangeSecrets
            ? 'Type it again, or it is dropped when you save.'
            : 'Dropping it is for an Owner: keep the address, or ask an Owner.'}
        </Typography>
      )}
      <SelectInput source="http.auth" label="Authentication" choices={authChoices} isRequired />
      {auth !== 'none' && <SecretsNotice />}
      {auth === 'basic' && (
        <>
          <TextInput source="http.username" label="User name" parse={asTyped} fullWidth autoComplete="off" />
          <SecretInput source="http.password" label="Password" saved={hasPassword} />
        </>
      )}
      {auth === 'header' && (
        <>
          <TextInput
            source="http.headerName"
            label="Header name"
            parse={asTyped}
            fullWidth
            helperText="e.g. Authorization or X-Api-Key"
          />
          <SecretInput source="http.token" label="Token" saved={hasToken} />
        </>
      )}
    </Stack>
  );
};

const SftpInputs = () => {
  const hasPassword = useWatch({ name: 'sftp.hasPassword' }) as boolean;
  const hasPrivateKey = useWatch({ name: 'sftp.hasPrivateKey' }) as boolean;
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextInput source="sftp.host" label="Host" parse={asTyped} isRequired fullWidth />
        <NumberInput source="sftp.port" label="Port" isRequired sx={{ width: { xs: '100%', sm: 140 } }} />
      </Stack>
      <TextInput source="sftp.username" label="User name" parse={asTyped} isRequired fullWidth autoComplete="off" />
      <TextInput
        source="sftp.path"
        label="File path"
        parse={asTyped}
        isRequired
        fullWidth
        helperText="e.g. /out/feed.csv"
      />
      <SecretsNotice />
      <SecretInput source="sftp.password" label="Password" saved={hasPassword} />
      <SecretInput source="sftp.privateKey" label="Private key" saved={hasPrivateKey} multiline />
      <HostKeyPanel />
    </Stack>
  );
};

/** Where the feed comes from, with the chosen source's own fields. */
export const SourceInputs = () => {
  const sourceKind = useWatch({ name: 'sourceKind' }) as SourceKind;
  return (
    <Stack sx={{ width: '100%', maxWidth: 720 }}>
      <RadioButtonGroupInput source="sourceKind" label="Source" choices={sourceKindChoices} isRequired />
      {sourceKind === 'http' && <HttpInputs />}
      {sourceKind === 'sftp' && <SftpInputs />}
      {sourceKind === 'manual' && (
        <p>Staff upload this supplier’s files under Bulk Uploads, choosing the supplier there.</p>
      )}
    </Stack>
  );
};
