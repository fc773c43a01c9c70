import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';

/** The lead resources staff update, and what each is called in a confirmation. */
const LEAD_NOUNS = { appointments: 'appointment', orders: 'order', contacts: 'message' } as const;
export type LeadResource = keyof typeof LEAD_NOUNS;

/** What a save changed, as the confirmation names it. */
export type LeadChange = 'status' | 'priority' | 'notes';

export interface LeadSaveOptions {
  /** Named in the toast; an appointment's status and notes save together as its status (spec 3 §8). */
  change?: LeadChange;
  onDone?: () => void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Updates an order, appointment or contact message and confirms it with the appointments' toasts
 * (spec 3 §8: "Appointment status updated successfully", "Failed to update appointment status. Please
 * try again."), worded for the resource and the change. The answer replaces the record in every cached
 * list; `reloadList` then reloads the list too, for lists whose filter a change may leave (orders and
 * messages, spec 3 §4).
 */
export function useLeadUpdate<T extends RaRecord>(resource: LeadResource, { reloadList }: { reloadList: boolean }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<T>();
  const save = (lead: T, data: Partial<T>, { change = 'status', onDone }: LeadSaveOptions = {}) => {
    const subject = `${LEAD_NOUNS[resource]} ${change}`;
    return update(
      resource,
      // The whole record goes, so an order's priority carries its status (spec 3 §4).
      { id: lead.id, data: { ...lead, ...data }, previousData: lead },
      {
        onSuccess: () => {
          const message = `${capitalised(subject)} updated successfully`;
          notify(message, { type: 'success', messageArgs: { _: message } });
          if (reloadList) refresh();
          onDone?.();
        },
        onError: () => {
          const message = `Failed to update ${subject}. Please try again.`;
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  };
  return { save, isPending };
}
