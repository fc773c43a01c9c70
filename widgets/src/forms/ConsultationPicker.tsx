import { useId } from 'react';
import { bookingHoursLine, dateProblem, shopToday, slotLabel, slotsFor, type ShopSchedule } from './schedule';

interface ConsultationPickerProps {
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  /** Null while the shop's hours load. */
  schedule: ShopSchedule | null;
  now: number;
  error?: string;
}

/**
 * The consultation's date and time, in the shop's time zone: a date from the shop's today on, and a
 * time among the 30-minute slots of that day's opening hours at least the shop's notice (an hour by default) from now.
 */
export function ConsultationPicker({
  date,
  time,
  onDateChange,
  onTimeChange,
  schedule,
  now,
  error,
}: ConsultationPickerProps) {
  const id = useId();
  const hoursId = `${id}-hours`;
  const errorId = `${id}-error`;
  const describedBy = [hoursId, error ? errorId : ''].filter(Boolean).join(' ');
  const slots = schedule && date ? slotsFor(date, schedule, now) : [];
  const dayProblem = schedule ? dateProblem(date, schedule, now) : undefined;
  const timePlaceholder = !schedule
    ? 'Loading opening hours…'
    : !date
      ? 'Choose a date first'
      : dayProblem
        ? 'No times on this day'
        : slots.length
          ? 'Select a time'
          : 'No times left on this day';

  return (
    <fieldset className="gem-fieldset">
      <legend className="gem-field__label">
        Consultation date and time{' '}
        <span className="gem-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="gem-form__row">
        <div className="gem-field">
          <label htmlFor={`${id}-date`} className="gem-field__sublabel">
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            name="consultationDate"
            className="gem-field__control"
            required
            min={schedule ? shopToday(now, schedule.timeZone) : undefined}
            disabled={!schedule}
            value={date}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onDateChange(event.target.value)}
          />
        </div>
        <div className="gem-field">
          <label htmlFor={`${id}-time`} className="gem-field__sublabel">
            Time
          </label>
          <select
            id={`${id}-time`}
            name="consultationTime"
            className="gem-field__control"
            required
            disabled={!slots.length}
            value={slots.includes(time) ? time : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onTimeChange(event.target.value)}
          >
            <option value="">{timePlaceholder}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={hoursId} className="gem-field__hint">
        {schedule ? bookingHoursLine(schedule) : 'Loading opening hours…'}
      </p>
      {error && (
        <p id={errorId} className="gem-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
