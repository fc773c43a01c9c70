import { useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { downloadFile } from '../shared/downloadFile';

/** A button that downloads a staff API file (template, error file) with the admin's token. */
export const DownloadButton = ({
  url,
  fileName,
  label,
  failure,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { url: string; fileName: string; label: string; failure: string }) => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
    } catch (error) {
      // A 401 sends the admin to the login page instead of a toast.
      if (!(await logoutIfAccessDenied(error))) notify(failure, { type: 'error', messageArgs: { _: failure } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<DownloadOutlined />} onClick={download} disabled={busy} {...button}>
      {label}
    </Button>
  );
};
