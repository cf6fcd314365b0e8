/**
 * /admin and everything below it: the operator console. Signed out, its own
 * sign-in; signed in, the menu and the screen the path names. A screen the
 * role may not use says so (the server would refuse its calls anyway).
 */
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { MENU, adminPath, type MenuItem } from './layout/menu';
import { errorText } from '@matka/shared/client';
import { AuditLog } from './screens/audit/AuditLog';
import { Board } from './screens/board/Board';
import { Dashboard } from './screens/dashboard/Dashboard';
import { FundRequests } from './screens/funds/FundRequests';
import { Markets } from './screens/markets/Markets';
import { Operators } from './screens/operators/Operators';
import { Players } from './screens/players/Players';
import { ProfitAndLoss } from './screens/reports/ProfitAndLoss';
import { ExcludedPlayers } from './screens/protection/ExcludedPlayers';
import { Rates } from './screens/rates/Rates';
import { Receivables } from './screens/receivables/Receivables';
import { Results } from './screens/results/Results';
import { Notices } from './screens/notices/Notices';
import { Settings } from './screens/settings/Settings';
import { useMeQuery } from './state/consoleApi';
import { operatorMay, selectOperator, selectSessionChecked, type OperatorProfile } from './state/session';
import { useConsoleSelector } from './state/store';

const SCREENS: Record<string, () => ReactElement> = {
  '': () => <Dashboard />,
  board: () => <Board />,
  results: () => <Results />,
  funds: () => <FundRequests />,
  players: () => <Players />,
  excluded: () => <ExcludedPlayers />,
  receivables: () => <Receivables />,
  markets: () => <Markets />,
  rates: () => <Rates />,
  settings: () => <Settings />,
  notices: () => <Notices />,
  operators: () => <Operators />,
  audit: () => <AuditLog />,
  reports: () => <ProfitAndLoss />,
};

function Screen({ item, operator }: { item: MenuItem; operator: OperatorProfile }) {
  if (!operatorMay(operator, item.grant)) {
    return <p className="empty-state" role="alert">Your role ({operator.role}) does not open {item.label}.</p>;
  }
  return SCREENS[item.path]?.() ?? null;
}

export function Console() {
  const operator = useConsoleSelector(selectOperator);
  const checked = useConsoleSelector(selectSessionChecked);
  // A fresh page asks the server whose cookie this is; a 401 answers "nobody" (operatorRequest.ts).
  const me = useMeQuery(undefined, { skip: checked });
  if (!checked) {
    return me.error
      ? (
        <div className="empty-state" role="alert">
          <p>{errorText(me.error)}</p>
          <button type="button" className="btn" onClick={() => void me.refetch()}>Retry</button>
        </div>
      )
      : <p className="empty-state" role="status">Checking your operator session…</p>;
  }
  if (!operator) return <LoginPage />;
  // Without a dashboard screen, /admin opens the first screen the role may use.
  const home = MENU.find((item) => operatorMay(operator, item.grant));
  return (
    <ConsoleLayout operator={operator}>
      <Routes>
        {home && home.path !== '' && <Route index element={<Navigate to={adminPath(home.path)} replace />} />}
        {MENU.map((item) => item.path === ''
          ? <Route key="index" index element={<Screen item={item} operator={operator} />} />
          : <Route key={item.path} path={`${item.path}/*`} element={<Screen item={item} operator={operator} />} />)}
        <Route path="*" element={<p className="empty-state">No such console page.</p>} />
      </Routes>
    </ConsoleLayout>
  );
}
