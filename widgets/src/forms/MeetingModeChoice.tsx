import { useId } from 'react';
import type { MeetingMode } from './leadTypes';

/** Each way to meet, as the shopper reads it, with what happens next. */
export const MEETING_CHOICES: readonly { value: MeetingMode; label: string; hint: string }[] = [
  { value: 'showroom', label: 'In our showroom', hint: 'See the pieces in person.' },
  { value: 'video', label: 'By video call', hint: 'We will e-mail you a link to join.' },
];

/** Where the consultation takes place: a radio group, one choice always made (the showroom by default). */
export function MeetingModeChoice({ value, onChange }: { value: MeetingMode; onChange: (mode: MeetingMode) => void }) {
  const id = useId();
  return (
    <fieldset className="gem-fieldset">
      <legend className="gem-field__label">How would you like to meet?</legend>
      <div className="gem-choices">
        {MEETING_CHOICES.map((choice) => (
          <label key={choice.value} className="gem-choice">
            <input
              type="radio"
              name="meetingMode"
              value={choice.value}
              checked={value === choice.value}
              // Named by its label alone; the hint inside the same <label> describes it.
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={`${id}-${choice.value}-hint`}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <span id={`${id}-${choice.value}-label`} className="gem-choice__label">
                {choice.label}
              </span>
              <span id={`${id}-${choice.value}-hint`} className="gem-field__hint">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
