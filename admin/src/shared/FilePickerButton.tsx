import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

export interface FilePickerButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The visible text, also the button's accessible name unless `aria-label` says more. */
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** Names the hidden file input for tests (it has no role of its own). */
  inputTestId?: string;
}

/**
 * A real button that opens the browser's file chooser: the file input itself is hidden (its look
 * cannot be styled) and kept out of the tab order, so keyboard users reach the button instead.
 */
export const FilePickerButton = ({
  accept,
  multiple,
  onFiles,
  inputTestId,
  children,
  ...button
}: FilePickerButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => input.current?.click()} {...button}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after fixing it, or after a failure) fires again.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
};
