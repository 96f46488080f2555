import type { ReactNode } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';

/**
 * A custom route's screen, shown only to a member whose role allows it (`access/rules.ts`); the
 * others get react-admin's 'access denied' page, as for a resource's routes.
 */
export const Screen = ({ resource, children }: { resource: string; children: ReactNode }) => (
    <CanAccess resource={resource} action="list" accessDenied={<AccessDenied />}>
        {children}
    </CanAccess>
);
