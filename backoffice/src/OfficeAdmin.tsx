import type { ReactNode } from 'react';
import {
    AccessDenied,
    AdminContext,
    AuthenticationError,
    CoreAdminUI,
    Error as ErrorPage,
    LoadingPage,
    NotFound,
    Notification,
    localStorageStore,
    type AuthProvider,
    type CatchAllComponent,
    type DashboardComponent,
    type DataProvider,
    type I18nProvider,
    type LayoutComponent,
    type LoginComponent,
    type RaThemeOptions,
} from 'react-admin';
import { CssBaseline } from '@mui/material';

const store = localStorageStore(undefined, 'rangrez-office');

interface OfficeAdminProps {
    children: ReactNode;
    dataProvider: DataProvider;
    authProvider: AuthProvider;
    i18nProvider: I18nProvider;
    loginPage: LoginComponent;
    layout: LayoutComponent;
    dashboard: DashboardComponent;
    theme: RaThemeOptions;
    title: string;
}

/**
 * react-admin's `<Admin>` composed from its two halves (AdminContext + CoreAdminUI) so that the
 * default log-in form (and the form library behind it) stays out of the first download: our
 * own log-in page replaces it. Telemetry is off.
 */
export const OfficeAdmin = ({ children, theme, ...props }: OfficeAdminProps) => (
    <AdminContext
        dataProvider={props.dataProvider}
        authProvider={props.authProvider}
        i18nProvider={props.i18nProvider}
        store={store}
        theme={theme}
        darkTheme={null}
    >
        <CssBaseline enableColorScheme>
            <CoreAdminUI
                title={props.title}
                dashboard={props.dashboard}
                layout={props.layout}
                loginPage={props.loginPage}
                loading={LoadingPage}
                catchAll={NotFound as CatchAllComponent}
                error={ErrorPage}
                accessDenied={AccessDenied}
                authenticationError={AuthenticationError}
                requireAuth
                disableTelemetry
            >
                {children}
            </CoreAdminUI>
        </CssBaseline>
        <Notification />
    </AdminContext>
);
