/**
 * Operators (admins only; docs/API.md "Operator API" → operators): the
 * table, paged, filtered and sorted on the server; a new operator; and per
 * row a role change, disable or enable, and a new password — each confirmed
 * (OperatorDialogs) and written to the audit log by the server.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { OPERATOR_ROLES, type CreateOperatorRequest } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { DataTable, serverPaged, type Column } from '../../components/DataTable';
import { istTime } from '../../components/format';
import { useTableParams } from '../../components/useTableParams';
import { useCreateOperatorMutation, useOperatorAccountsQuery } from '../../state/consoleApi';
import type { OperatorAccount } from '../../state/contract';
import { OperatorDialogs, type OperatorAction } from './OperatorDialogs';
import { OperatorForm } from './OperatorForm';
import { roleName } from './roles';
import styles from './Operators.module.css';

export function Operators() {
  const table = useTableParams({ sort: { key: 'name', dir: 'asc' }, filters: ['role', 'state'] as const });
  const { data, error, isFetching } = useOperatorAccountsQuery({
    ...table.params, role: table.filters.role || undefined, state: table.filters.state || undefined,
  });
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<OperatorAction>(null);
  const [create, createState] = useCreateOperatorMutation();

  const save = async (values: CreateOperatorRequest) => {
    const outcome = await create(values);
    if (!('data' in outcome) || !outcome.data) return;
    toast.success(`Operator ${outcome.data.name} created. They can sign in now.`);
    setCreating(false);
  };

  const columns: Column<OperatorAccount>[] = [
    { key: 'name', header: 'Name', sortable: true, rowHeader: true, render: (operator) => <strong>{operator.name}</strong> },
    { key: 'phone_number', header: 'Mobile', render: (operator) => operator.phone_number ?? '—' },
    { key: 'username', header: 'Username', render: (operator) => operator.username ?? '—' },
    { key: 'role', header: 'Role', sortable: true, render: (operator) => roleName(operator.role) },
    {
      key: 'state', header: 'Status', render: (operator) => (operator.disabled
        ? <span className="pill pill-danger">Disabled</span> : <span className="pill pill-success">Active</span>),
    },
    { key: 'last_login_at', header: 'Last sign-in', sortable: true, render: (operator) => (operator.last_login_at ? istTime(operator.last_login_at) : 'Never') },
    { key: 'created_at', header: 'Added', sortable: true, render: (operator) => istTime(operator.created_at) },
    {
      key: 'actions', header: 'Actions', hideHeader: true, wide: true, render: (operator) => (
        <span className={styles.actions}>
          <button type="button" className="btn btn-ghost" aria-label={`Change role of ${operator.name}`}
            onClick={() => setAction({ kind: 'role', operator })}>Role…</button>
          <button type="button" className="btn btn-ghost" aria-label={`${operator.disabled ? 'Enable' : 'Disable'} ${operator.name}`}
            onClick={() => setAction({ kind: 'status', operator })}>{operator.disabled ? 'Enable…' : 'Disable…'}</button>
          <button type="button" className="btn btn-ghost" aria-label={`New password for ${operator.name}`}
            onClick={() => setAction({ kind: 'password', operator })}>Password…</button>
        </span>
      ),
    },
  ];

  return (
    <>
      <header className={styles.head}>
        <h2 className="section-title">Operators</h2>
        {!creating && <button type="button" className="btn" onClick={() => setCreating(true)}>New operator</button>}
      </header>
      {creating && (
        <OperatorForm
          busy={createState.isLoading}
          error={createState.error ? errorText(createState.error) : undefined}
          onSave={save}
          onCancel={() => {
            createState.reset();
            setCreating(false);
          }}
        />
      )}
      <DataTable
        caption="Operators"
        columns={columns}
        rowKey={(operator) => operator.id}
        {...serverPaged(table, { data, error, isFetching })}
        onPageSize={table.setPageSize}
        empty={table.filters.role || table.filters.state ? 'No operator matches.' : 'No operators yet.'}
        toolbar={(
          <>
            <label className="field">
              <span className="field-label">Role</span>
              <select className="select" value={table.filters.role} onChange={(event) => table.setFilter('role', event.target.value)}>
                <option value="">All roles</option>
                {OPERATOR_ROLES.map((role) => <option key={role} value={role}>{roleName(role)}</option>)}
              </select>
            </label>
            <label className="field">
              <span className="field-label">Status</span>
              <select className="select" value={table.filters.state} onChange={(event) => table.setFilter('state', event.target.value)}>
                <option value="">All</option>
                <option value="active">Active</option>
                <option value="disabled">Disabled</option>
              </select>
            </label>
          </>
        )}
      />
      <OperatorDialogs action={action} onClose={() => setAction(null)} />
    </>
  );
}
