export enum CustomerRequestKind {
  Order = 'order',
  Appointment = 'appointment',
  Message = 'message',
}

/** One of a customer's own requests, as the module of its kind reads it (CustomerRequestDto documents it). */
export interface CustomerRequest {
  kind: CustomerRequestKind;
  id: string;
  reference: string;
  createdAt: Date;
  /** As staff set it on its kind. */
  status: string;
  summary: string;
}
