import { useMemo, useState } from 'react';
import { AppointmentRequested, type RequestedAppointment } from './AppointmentRequested';
import { ConsultationPicker } from './ConsultationPicker';
import { Select, TextArea, TextInput } from './fields';
import { postLead, type LeadApiOptions } from './leadClient';
import { contactInputs, leadBody, LeadFormFrame, useLeadApi } from './leadForm';
import {
  ASSISTANCE_TYPES,
  BUDGET_BANDS,
  type AppointmentRequest,
  type AssistanceType,
  type Budget,
  type LeadSource,
  type MeetingMode,
  type SentLead,
} from './leadTypes';
import { MeetingModeChoice } from './MeetingModeChoice';
import {
  appointmentPhone,
  fullNameChecks,
  maxLength,
  MESSAGE_MAX,
  MESSAGES,
  NAME_MAX,
  optionalEmail,
  required,
  validate,
} from './rules';
import { consultationProblem, dateProblem, scheduleLocale, slotsFor, toShopIso, type ShopSchedule } from './schedule';
import { useLeadForm, type LeadContact } from './useLeadForm';
import { useShopSchedule } from './useShopSchedule';

const FIELDS = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  meetingMode: 'showroom',
  consultationDate: '',
  consultationTime: '',
  assistanceType: '',
  budget: '',
  additionalDetails: '',
};
type AppointmentField = keyof typeof FIELDS;

/** The date and time controls share one error, named as the server names the field. */
const DATE_TIME = 'consultationDateTime';
const SHORTLIST_MAX = 5;

export function validateAppointment(
  values: Record<AppointmentField, string>,
  schedule: ShopSchedule,
  now: number,
): Record<string, string> {
  const errors: Record<string, string> = validate<AppointmentField>(values, {
    fullName: fullNameChecks,
    email: [optionalEmail(MESSAGES.appointmentEmailInvalid)],
    phone: [required(MESSAGES.phoneRequired), appointmentPhone],
    city: [maxLength(NAME_MAX, 'City must be less than 100 characters')],
    state: [maxLength(NAME_MAX, 'State must be less than 100 characters')],
    assistanceType: [required(MESSAGES.assistanceRequired)],
    additionalDetails: [maxLength(MESSAGE_MAX, 'Details must be less than 2000 characters')],
  });
  const when = consultationProblem(values.consultationDate, values.consultationTime, schedule, now);
  if (when) errors[DATE_TIME] = when;
  return errors;
}

export interface AppointmentFormProps extends LeadApiOptions {
  source?: LeadSource;
  /** Preselects 'What can we help you with?' (e.g. 'Customize Jewelry' on the custom jewelry page). */
  assistanceType?: AssistanceType;
  /** Preselects where to meet (e.g. 'video' from the home page's virtual appointment link); else the showroom. */
  meetingMode?: MeetingMode;
  /** Shown once the request is sent, instead of a second booking form; null: none (e.g. a partner's page). */
  shopLink?: { href: string; label: string } | null;
  /** The shopper's shortlist (at most 5 product ids are sent). */
  productIds?: readonly string[];
  /** The shop's zone and hours when the page has them (null while the page loads them); left out: GET /api/shop. */
  shop?: ShopSchedule | null;
  onSuccess?: (message: string, reference?: string) => void;
  /** A signed-in shopper's name, e-mail and phone, filled in for them. */
  contact?: LeadContact;
  onSent?: (lead: SentLead<{ assistanceType: AssistanceType; consultationDateTime: string }>) => void;
  /** The currency the shopper reads prices in, sent with the request (absent: US dollars). */
  currency?: AppointmentRequest['currency'];
}

/** The consultation booking of spec 1 §2/§5 (/book-appointment). */
export function AppointmentForm({
  source = 'storefront',
  assistanceType,
  meetingMode = 'showroom',
  shopLink = { href: '/', label: 'Back to the shop' },
  productIds,
  shop,
  onSuccess,
  contact,
  onSent,
  currency,
  client,
  apiBase,
}: AppointmentFormProps) {
  const api = useLeadApi({ client, apiBase });
  const { schedule } = useShopSchedule(api, shop);
  const initial = useMemo(
    () => ({ ...FIELDS, assistanceType: assistanceType ?? '', meetingMode }),
    [assistanceType, meetingMode],
  );
  const [requested, setRequested] = useState<RequestedAppointment | null>(null);
  // Read at every render: the offered times move on while the page stays open.
  const now = Date.now();
  // Sent only once validation passed, so the schedule has loaded and the date and time are valid.
  const consultationIso = (values: Record<AppointmentField, string>) =>
    toShopIso(values.consultationDate, values.consultationTime, schedule!.timeZone)!;
  const form = useLeadForm<AppointmentField>({
    initial,
    contact,
    validate: (values) => validateAppointment(values, schedule ?? { timeZone: 'UTC', openingHours: [] }, Date.now()),
    successFallback: MESSAGES.appointmentBooked,
    // The requested time replaces the form (below), so no banner; the page may still want to know.
    onSuccess: (message, reference) => onSuccess?.(message, reference),
    onSent: (id, values) =>
      onSent?.({
        id,
        assistanceType: values.assistanceType as AssistanceType,
        consultationDateTime: consultationIso(values),
      }),
    errorKeyOf: (field) => (field === 'consultationDate' || field === 'consultationTime' ? DATE_TIME : field),
    send: async (values, website) => {
      const body: AppointmentRequest = {
        ...leadBody(values, { source, website, currency }),
        consultationDateTime: consultationIso(values),
        assistanceType: values.assistanceType as AssistanceType,
        meetingMode: values.meetingMode as MeetingMode,
      };
      if (values.city) body.city = values.city;
      if (values.state) body.state = values.state;
      if (values.budget !== '') body.budget = Number(values.budget) as Budget;
      if (values.additionalDetails) body.additionalDetails = values.additionalDetails;
      const shortlist = [...new Set(productIds ?? [])].slice(0, SHORTLIST_MAX);
      if (shortlist.length) body.productIds = shortlist;
      const result = await postLead(api, '/api/appointments', body);
      if (result.ok)
        setRequested({
          message: result.message ?? MESSAGES.appointmentBooked,
          consultationDateTime: body.consultationDateTime,
          timeZone: schedule!.timeZone,
          locale: scheduleLocale(schedule!),
          meetingMode: body.meetingMode!,
          reference: result.reference,
        });
      return result;
    },
  });
  const { errors, values } = form;
  const who = contactInputs(form);

  function changeDate(date: string) {
    form.setField('consultationDate', date);
    if (!schedule) return;
    // A closed day or a past date is refused at once, with the server's words; the time must be one of the new day's.
    if (!slotsFor(date, schedule, Date.now()).includes(values.consultationTime)) form.setField('consultationTime', '');
    const problem = dateProblem(date, schedule, Date.now());
    if (problem) form.setErrors((current) => ({ ...current, [DATE_TIME]: problem }));
  }

  if (requested) return <AppointmentRequested request={requested} shopLink={shopLink} />;

  return (
    // No success banner: the requested time replaces the form (above).
    <LeadFormFrame form={form} submitLabel="Book Appointment" busyLabel="Booking...">
      <div className="gem-form__row">
        {who.fullName}
        {who.email}
      </div>
      {who.phone}
      <div className="gem-form__row">
        <TextInput label="City" autoComplete="address-level2" error={errors.city} {...form.bind('city')} />
        <TextInput label="State" autoComplete="address-level1" error={errors.state} {...form.bind('state')} />
      </div>
      <MeetingModeChoice
        value={values.meetingMode as MeetingMode}
        onChange={(mode) => form.setField('meetingMode', mode)}
      />
      <ConsultationPicker
        date={values.consultationDate}
        time={values.consultationTime}
        onDateChange={changeDate}
        onTimeChange={(time) => form.setField('consultationTime', time)}
        schedule={schedule}
        now={now}
        error={errors[DATE_TIME]}
      />
      <Select
        label="What can we help you with?"
        required
        placeholder="Select an option"
        options={ASSISTANCE_TYPES.map((type) => ({ value: type, label: type }))}
        error={errors.assistanceType}
        {...form.bind('assistanceType')}
      />
      <Select
        label="Budget"
        placeholder="Select a budget"
        options={BUDGET_BANDS.map(({ value, label }) => ({ value: String(value), label }))}
        error={errors.budget}
        {...form.bind('budget')}
      />
      <TextArea label="Additional Details" error={errors.additionalDetails} {...form.bind('additionalDetails')} />
      {errors.productIds && <p className="gem-field__error">{errors.productIds}</p>}
    </LeadFormFrame>
  );
}
