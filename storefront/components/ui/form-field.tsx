/**
 * A labelled form field with its error message right under the input. The input takes `fieldAria(id, error)`, so a
 * screen reader hears the message with the field and the field is marked invalid. `announce` also reads the message
 * out as it appears (role="alert"), for a form whose only check is this field's.
 */
export function FormField({
  id,
  label,
  error,
  className = 'field',
  announce = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  announce?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="field-error" id={`${id}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The input's half of FormField: its id, and the invalid mark and description while it has an error. */
export function fieldAria(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}
