/**
 * Registration page, route /app/register (guest only; spec 000 §2 "registration with two tabs:
 * citizen (tab 1) and company (tab 2)").
 *
 * - 'Ciudadano': the citizen wizard (./register/CitizenWizard.tsx). Its actor lives here, so
 *   switching tabs keeps what was typed.
 * - 'Empresa': the company wizard (./register/company/CompanyWizard.tsx), loaded when the tab
 *   first opens; it starts with the notice that company registration is only for companies using
 *   representatives or law firms.
 */
import { lazy, Suspense, useState } from 'react';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import { Tabs } from '../../components/Tabs';
import type { PageProps } from '../../app/pages';
import { CitizenWizard, useCitizenRegistration } from './register/CitizenWizard';
import { Spinner } from '../../components/Spinner';
import * as css from './register/register.css';
import '../../../messages/es/register';

const CompanyWizard = lazy(() => import('./register/company/CompanyWizard'));

/** Tab values of the page. */
export type RegisterTab = 'citizen' | 'company';

/** See module documentation. */
export default function RegisterPage(_props: Partial<PageProps>) {
  const [tab, setTab] = useState<RegisterTab>('citizen');
  const [snapshot, send] = useCitizenRegistration();
  return (
    <div className={`${container} ${css.page}`}>
      <Tabs
        label={t('register.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value === 'company' ? 'company' : 'citizen')}
        items={[
          { value: 'citizen', label: t('register.tabs.citizen'), content: <CitizenWizard snapshot={snapshot} send={send} /> },
          {
            value: 'company',
            label: t('register.tabs.company'),
            keepMounted: true,
            content: (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <CompanyWizard />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
