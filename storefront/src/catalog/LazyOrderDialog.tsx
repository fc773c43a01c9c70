import { lazy, Suspense } from 'react';
import type { OrderDialogProps } from '@gem-shop/widgets/forms';
import { useSessionContact } from '../account/useSessionContact';
import { api } from '../apiClient';
import { useMoneyDisplay } from '../shop/currency';

// The shared order dialog (@gem-shop/widgets/forms) loads when it is first opened, not with the page.
const OrderDialog = lazy(() =>
  Promise.all([import('@gem-shop/widgets/forms'), import('./product/orderDialog.css')]).then(([module]) => ({
    default: module.OrderDialog,
  })),
);

/**
 * The order dialog for `product`, sent through the storefront's API client, with a signed-in customer's
 * details filled in and the shopper's currency; render it only while open.
 */
export function LazyOrderDialog(props: Pick<OrderDialogProps, 'onClose' | 'product'>) {
  const contact = useSessionContact();
  const display = useMoneyDisplay();
  return (
    <Suspense fallback={null}>
      <div className="lead-forms">
        <OrderDialog open client={api} contact={contact} display={display} {...props} />
      </div>
    </Suspense>
  );
}
