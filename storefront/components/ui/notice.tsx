/**
 * A message for the visitor, in one look: the specification's alert() texts as accessible notifications with the
 * same words, and the shop's own. 'ok' is announced politely (status), 'error' at once (alert); 'info' is plain page
 * text unless given a role.
 */
const ROLES = { ok: 'status', error: 'alert', info: undefined } as const;

export function Notice({
  kind,
  role = ROLES[kind],
  className,
  children,
  ...rest
}: {
  kind: keyof typeof ROLES;
  role?: 'status' | 'alert';
  className?: string;
  id?: string;
  'data-testid'?: string;
  children: React.ReactNode;
}) {
  return (
    <p className={`notice notice-${kind}${className ? ` ${className}` : ''}`} role={role} {...rest}>
      {children}
    </p>
  );
}
