import type { ComponentType, ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { NotAllowed } from './NotAllowed';
import type { ScreenAccess, ScreenAction } from './screenPermissions';

/**
 * A page shown only to the roles that may open it; the others get the Not allowed page at the same address
 * (instead of its calls' 403 toasts, or react-admin's redirect to /access-denied).
 */
export const RequireAccess = ({ resource, action, children }: ScreenAccess & { children: ReactNode }) => (
  <CanAccess resource={resource} action={action} accessDenied={<NotAllowed />}>
    {children}
  </CanAccess>
);

type Screens = Partial<Record<Extract<ScreenAction, 'list' | 'show' | 'create' | 'edit'>, ComponentType>>;

/** A <Resource>'s props: its name, and its pages each behind RequireAccess for its own action. */
export function guardedResource<Props extends Screens>(resource: string, props: Props) {
  const guarded = (action: keyof Screens) => {
    const Screen = props[action];
    return (
      Screen && (
        <RequireAccess resource={resource} action={action}>
          <Screen />
        </RequireAccess>
      )
    );
  };
  return {
    name: resource,
    ...props,
    list: guarded('list'),
    show: guarded('show'),
    create: guarded('create'),
    edit: guarded('edit'),
  };
}
