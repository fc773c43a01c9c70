import './Form.css';

/** A form's error message that belongs to no single field (e.g. 'Invalid email or password'). */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-banner" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}
