import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField, type TextFieldProps } from '@mui/material';
import type { FieldsProps, FormValues } from './types';

/** A text field bound to `values[name]`, showing that field's error under it. */
export const TextInput = <V extends FormValues>({
  form,
  name,
  label,
  required,
  children,
  helperText,
  slotProps,
  ...field
}: {
  form: FieldsProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  children?: ReactNode;
} & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'children'>) => {
  const error = form.errors[name];
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      value={form.values[name] as string}
      onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
      disabled={form.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
      fullWidth
      margin="dense"
      {...field}
    >
      {children}
    </TextField>
  );
};

/** A native select (reliable for keyboards and screen readers) of `options` as value and label pairs. */
export const SelectInput = <V extends FormValues>({
  options,
  ...input
}: {
  form: FieldsProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  helperText?: string;
}) => (
  <TextInput {...input} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextInput>
);

/** Display order and the Active checkbox, which both screens' modals end with. */
export const OrderAndActive = <V extends FormValues & { order: string; isActive: boolean }>({
  form,
}: {
  form: FieldsProps<V>;
}) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
    <TextInput
      form={form}
      name="order"
      label="Display Order"
      type="number"
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      sx={{ maxWidth: 200 }}
    />
    <FormControlLabel
      label="Active"
      control={
        <Checkbox
          checked={form.values.isActive}
          onChange={(event) => form.setValue('isActive', event.target.checked as V['isActive'])}
          disabled={form.disabled}
        />
      }
    />
  </Stack>
);
