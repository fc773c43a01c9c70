// Statuses and priorities of the three lead resources (contract, spec 3 §4), with the badge colour of each.

export type BadgeColour = 'blue' | 'yellow' | 'purple' | 'green' | 'red' | 'orange' | 'gray';

export const orderStatuses = ['new', 'contacted', 'processing', 'completed', 'cancelled'] as const;
export const orderPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const appointmentStatuses = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const contactStatuses = ['new', 'read', 'replied', 'resolved'] as const;

export type OrderStatus = (typeof orderStatuses)[number];
export type OrderPriority = (typeof orderPriorities)[number];
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export type ContactStatus = (typeof contactStatuses)[number];

/** Which list of values a badge belongs to: 'new' is blue for orders and contacts alike, but the kinds differ elsewhere. */
export type BadgeKind = 'order' | 'priority' | 'appointment' | 'contact';

/** Spec 3 §4; any value a kind does not know is gray. */
export const badgeColours: Record<BadgeKind, Record<string, BadgeColour>> = {
  order: { new: 'blue', contacted: 'yellow', processing: 'purple', completed: 'green', cancelled: 'red' },
  priority: { low: 'green', medium: 'yellow', high: 'orange', urgent: 'red' },
  appointment: { pending: 'yellow', confirmed: 'green', cancelled: 'red', completed: 'blue' },
  contact: { new: 'blue', read: 'yellow', replied: 'green', resolved: 'gray' },
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
