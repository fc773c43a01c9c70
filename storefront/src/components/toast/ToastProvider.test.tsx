import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved!')}>Save</button>
      <button onClick={() => toast.error('That did not work')}>Fail</button>
    </>
  );
}

const toastArea = () => screen.getByRole('status', { name: 'Notifications' });

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('appear in a live region and close after 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    expect(toastArea()).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(within(toastArea()).getByText('Saved!')).toHaveClass('toast--success');
    expect(within(toastArea()).getByText('That did not work')).toHaveClass('toast--error');

    act(() => jest.advanceTimersByTime(1999));
    expect(within(toastArea()).getByText('Saved!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(toastArea()).queryByText('Saved!')).toBeNull();
    expect(within(toastArea()).getByText('That did not work')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(within(toastArea()).queryAllByRole('listitem')).toHaveLength(0);
  });
});
