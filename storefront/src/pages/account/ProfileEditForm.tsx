import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, type User } from '../../account/api';
import { updateMyProfile } from '../../account/accountCalls';
import { useSessionActions } from '../../account/useSession';
import { PROFILE_FIELDS, validateProfile, type ProfileField } from '../../account/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { hasErrors, readForm, useFormFeedback } from '../../components/form/useFormFeedback';
import { useToast } from '../../components/toast/useToast';

interface ProfileEditFormProps {
  user: User;
  onClose: () => void;
}

/** Name and phone of the signed-in customer (PATCH /api/auth/me). */
export function ProfileEditForm({ user, onClose }: ProfileEditFormProps) {
  const feedback = useFormFeedback<ProfileField>();
  const { updateCustomer } = useSessionActions();
  const toast = useToast();

  const save = useMutation({
    mutationFn: updateMyProfile,
    onSuccess: async (updated) => {
      await updateCustomer(updated);
      toast.success('Your details have been saved.');
      onClose();
    },
    onError: (error) =>
      feedback.showErrors(fieldErrorsOf(error), messageOf(error, 'Your details could not be saved. Please try again.')),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, PROFILE_FIELDS);
    const errors = validateProfile(values);
    if (hasErrors(errors)) return feedback.showErrors(errors);
    feedback.clearErrors();
    save.mutate(values);
  }

  return (
    <form method="post" className="form" onSubmit={submit} aria-label="Edit your details" {...feedback.formProps}>
      <FormBanner message={feedback.banner} />
      <div className="form__row">
        <TextField
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          defaultValue={user.firstName ?? ''}
          autoFocus
          error={feedback.fieldErrors.firstName}
        />
        <TextField
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          defaultValue={user.lastName ?? ''}
          error={feedback.fieldErrors.lastName}
        />
      </div>
      <TextField
        name="phoneNumber"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        defaultValue={user.phoneNumber ?? ''}
        error={feedback.fieldErrors.phoneNumber}
      />
      <div className="profile__actions">
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
