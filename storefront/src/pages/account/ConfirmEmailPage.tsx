import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../account/api';
import { confirmEmailProof } from '../../account/accountCalls';
import { AccountNotice, AccountPage } from './AccountPage';

/**
 * The e-mailed link's page (issue 28, point 2): confirms the signed-in customer's address once, then
 * leads to My Account, where the requests sent with it before signing in now are.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmailProof(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-requests'] }),
  });
  const { mutate } = confirm;
  // Once per link (React's development double effects included): the token works once.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate();
  }, [mutate, token]);

  let content;
  if (confirm.isSuccess) {
    content = (
      <AccountNotice title="E-mail address confirmed" tone="success" focusOnShow>
        <p>{confirm.data}</p>
        <Link to="/my-account" className="button button--primary">
          See your requests
        </Link>
      </AccountNotice>
    );
  } else if (confirm.isError) {
    content = (
      <AccountNotice title="This link did not work" tone="error" focusOnShow>
        <p>{messageOf(confirm.error, 'We could not confirm your e-mail address. Please try again.')}</p>
        <Link to="/my-account" className="button button--secondary">
          Back to My Account
        </Link>
      </AccountNotice>
    );
  } else {
    content = <p role="status">Confirming your e-mail address...</p>;
  }
  return (
    <AccountPage eyebrow="Your account" title="Confirm your e-mail">
      {content}
    </AccountPage>
  );
}
