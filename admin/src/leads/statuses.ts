// Statuses and priorities of the three lead resources (contract, spec 3 §4), with the badge colour of each.
import {
  APPOINTMENT_STATUSES,
  CONTACT_STATUSES,
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  type AppointmentStatus,
  type ContactStatus,
  type OrderPriority,
  type OrderStatus,
} from '@gem-shop/widgets/api';

export type BadgeColour = 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'orange' | 'gray';

// The lists themselves are the API's (generated vocabulary); only their colours are the console's.
export const orderStatuses = ORDER_STATUSES;
export const orderPriorities = ORDER_PRIORITIES;
export const appointmentStatuses = APPOINTMENT_STATUSES;
export const contactStatuses = CONTACT_STATUSES;

export type { AppointmentStatus, ContactStatus, OrderPriority, OrderStatus };

/** Which list of values a badge belongs to: 'new' is blue for orders and contacts alike, but the kinds differ elsewhere. */
export type BadgeKind = 'order' | 'priority' | 'appointment' | 'contact';

/** Spec 3 §4; any value a kind does not know is gray. */
export const badgeColours: Record<BadgeKind, Record<string, BadgeColour>> = {
  order: {
    new: 'blue',
    contacted: 'yellow',
    processing: 'purple',
    completed: 'green',
    cancelled: 'red',
  } satisfies Record<OrderStatus, BadgeColour>,
  priority: { low: 'green', medium: 'yellow', high: 'orange', urgent: 'red' } satisfies Record<
    OrderPriority,
    BadgeColour
  >,
  appointment: { pending: 'yellow', confirmed: 'green', cancelled: 'red', completed: 'blue' } satisfies Record<
    AppointmentStatus,
    BadgeColour
  >,
  contact: { new: 'blue', read: 'yellow', replied: 'green', resolved: 'gray' } satisfies Record<
    ContactStatus,
    BadgeColour
  >,
};

export const valuesOf: Record<BadgeKind, readonly string[]> = {
  order: orderStatuses,
  priority: orderPriorities,
  appointment: appointmentStatuses,
  contact: contactStatuses,
};

/** 'processing' → 'Processing'. */
export const statusLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** SelectInput choices of a kind. */
export const choicesOf = (kind: BadgeKind) => valuesOf[kind].map((id) => ({ id, name: statusLabel(id) }));
