import { useRef } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useCustomCall } from '../shared/useCustomCall';
import type { SupplierFormValues } from './supplierForm';
import { useMayChangeSecrets } from './SecretsNotice';

/** A fingerprint on its own line, breakable anywhere so a 360 px screen shows it whole. */
const Fingerprint = ({ value }: { value: string }) => (
  <Box component="code" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', my: 0.5 }}>
    {value}
  </Box>
);

/**
 * The SFTP server's pinned host key (issue 27): the first connection (a run or the mapping preview) records the
 * key the server presents, staff confirm it here against what the supplier says (OpenSSH's SHA256 fingerprint),
 * a run meeting another key fails and that key is shown to accept if the supplier really changed servers; Forget
 * lets the next connection record the key anew. A new host or port forgets it when saved. Pinning a key is an
 * Owner's (suppliers:secrets): the other roles see the key and its state only.
 */
export const HostKeyPanel = () => {
  const record = useRecordContext<SupplierFormValues>();
  const host = useWatch({ name: 'sftp.host' }) as string;
  const port = useWatch({ name: 'sftp.port' }) as number;
  const notify = useNotify();
  const refresh = useRefresh();
  const mayPin = useMayChangeSecrets() === true;
  // The fingerprint the button chose (the recorded, the presented, or null to forget).
  const chosen = useRef<string | null>(null);
  const { run, busy } = useCustomCall((dataProvider) => dataProvider.setSupplierHostKey(record!.id!, chosen.current), {
    failure: 'The host key could not be saved. Please try again.',
  });
  const saved = record?.id && record.sourceKind === 'sftp' ? record.sftp : null;
  if (!saved)
    return (
      <Typography variant="body2" sx={{ my: 1 }}>
        Host key: the first connection records the server’s key, shown here for you to confirm.
      </Typography>
    );
  const pin = async (value: string | null, done: string) => {
    chosen.current = value;
    if ((await run()) !== undefined) {
      notify(done, { type: 'info' });
      refresh();
    }
  };
  const moved = host !== saved.host || Number(port) !== saved.port;
  return (
    <Box component="section" aria-labelledby="host-key-heading" sx={{ my: 1, width: '100%' }}>
      <Typography id="host-key-heading" variant="subtitle2" component="h3">
        Server host key
      </Typography>
      {saved.hostKey ? (
        <>
          <Fingerprint value={saved.hostKey} />
          <Typography variant="body2">
            {saved.hostKeyConfirmedAt
              ? `Confirmed ${new Date(saved.hostKeyConfirmedAt).toLocaleString()}.`
              : 'Recorded on the first connection, not confirmed yet: check it with the supplier.'}
          </Typography>
        </>
      ) : (
        <Typography variant="body2">None yet: the next run or mapping preview records the server’s key.</Typography>
      )}
      {saved.presentedHostKey && (
        <Alert severity="warning" sx={{ my: 1 }}>
          The server presented a different key, so its runs fail:
          <Fingerprint value={saved.presentedHostKey} />
          Accept it only if the supplier confirms it changed its server.
        </Alert>
      )}
      {moved && saved.hostKey && (
        <Typography variant="body2" sx={{ my: 0.5 }}>
          Saving a new host or port forgets this key (and the saved password and key).
        </Typography>
      )}
      {mayPin && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {saved.hostKey && !saved.hostKeyConfirmedAt && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => void pin(saved.hostKey!, 'Host key confirmed')}
            >
              Confirm host key
            </Button>
          )}
          {saved.presentedHostKey && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy}
              onClick={() => void pin(saved.presentedHostKey!, 'New host key accepted')}
            >
              Accept new key
            </Button>
          )}
          {(saved.hostKey || saved.presentedHostKey) && (
            <Button size="small" disabled={busy} onClick={() => void pin(null, 'Host key forgotten')}>
              Forget host key
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
};
