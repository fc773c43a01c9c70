import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { shownCurrency, type MoneyDisplay } from '../catalog';
import { SentReference } from './fields';
import type { LeadApiOptions } from './leadClient';
import { useLeadApi } from './leadForm';
import type { LeadSource } from './leadTypes';
import { OrderForm, type OrderFormProps } from './OrderForm';
import { OrderSummary, type OrderedProduct } from './OrderSummary';
import { noPaymentLine, useReplyTime } from './orderTerms';
import type { LeadContact } from './useLeadForm';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** The element that has focus, looking inside shadow roots (document.activeElement stops at their host). */
function deepActiveElement(root: Document | ShadowRoot): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]') && !element.closest('[hidden]'),
  );
}

export interface OrderDialogProps extends LeadApiOptions {
  open: boolean;
  onClose: () => void;
  /** Shown under the title (picture, name, SKU, price), so the shopper sees what they request. */
  product: OrderedProduct;
  source?: LeadSource;
  onSent?: OrderFormProps['onSent'];
  /** A signed-in shopper's name, e-mail and phone, filled in for them. */
  contact?: LeadContact;
  /** The currency the shopper reads prices in (shown, and sent with the request); absent: US dollars. */
  display?: MoneyDisplay;
}

/**
 * The order dialog of spec 1 §2: 'Confirm Order' with the piece requested and the order form, then
 * 'Order Placed!' with the thank-you text and the reference. Both say that no payment is taken and when the shop
 * will get in touch (Settings' reply time). Close, Cancel and Escape close it; opened again it shows an empty form. Focus stays
 * inside while it is open and returns to the opener afterwards. Rendered in place (no portal), so it
 * works inside a shadow root with the styles adopted there.
 */
export function OrderDialog({
  open,
  onClose,
  product,
  source,
  onSent,
  contact,
  display,
  client,
  apiBase,
}: OrderDialogProps) {
  const titleId = useId();
  const summaryId = useId();
  const termsId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const api = useLeadApi({ client, apiBase });
  const terms = noPaymentLine(useReplyTime(api, open));
  const [placed, setPlaced] = useState<{ message: string; reference?: string } | null>(null);
  // A new key per opening: the form starts empty every time.
  const [opening, setOpening] = useState(0);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement(dialog.ownerDocument);
    const body = dialog.ownerDocument.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    focusablesIn(dialog)
      .find((element) => element.localName === 'input')
      ?.focus();
    return () => {
      body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // The thank-you view's Close button takes focus when it appears.
  useEffect(() => {
    if (placed !== null) dialogRef.current?.querySelector<HTMLElement>('.gem-dialog__done')?.focus();
  }, [placed]);

  if (!open) return null;

  function close() {
    setPlaced(null);
    setOpening((count) => count + 1);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusablesIn(dialogRef.current);
    if (!focusables.length) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = deepActiveElement(dialogRef.current.getRootNode() as Document | ShadowRoot);
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="gem-dialog-backdrop">
      <div
        ref={dialogRef}
        className="gem-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={placed === null ? `${summaryId} ${termsId}` : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="gem-dialog__header">
          <h2 id={titleId} className="gem-dialog__title">
            {placed === null ? 'Confirm Order' : 'Order Placed!'}
          </h2>
          <button type="button" className="gem-dialog__close" aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {placed === null ? (
          <>
            <OrderSummary product={product} textId={summaryId} display={display} />
            <p id={termsId} className="gem-dialog__terms">
              {terms}
            </p>
            <OrderForm
              key={opening}
              productId={product.id}
              source={source}
              client={api}
              contact={contact}
              onSuccess={(message, reference) => setPlaced({ message, reference })}
              onSent={onSent}
              onCancel={close}
              currency={shownCurrency(display)}
            />
          </>
        ) : (
          <div className="gem-dialog__thanks">
            <p>{placed.message}</p>
            <p className="gem-dialog__terms">{terms}</p>
            <SentReference reference={placed.reference} />
            <button type="button" className="gem-button gem-dialog__done" onClick={close}>
              Close
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
