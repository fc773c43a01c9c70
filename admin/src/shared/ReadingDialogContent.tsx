import { DialogContent, type DialogContentProps } from '@mui/material';

/**
 * The body of a dialog that is only read (details, history). On a phone it scrolls, and with no control
 * inside, a keyboard could not reach it to scroll (axe: scrollable-region-focusable): it takes focus itself.
 */
export const ReadingDialogContent = (props: DialogContentProps) => <DialogContent dividers tabIndex={0} {...props} />;
