/**
 * Who is signed in to the console. The session itself is the HttpOnly cookie
 * `matka_operator` the API sets (docs/API.md "Sessions"); the console learns
 * who it belongs to from the login reply or, on a fresh page, from
 * GET /api/admin/me — name, role and the grants the role holds, from which
 * the menu is built. Any 401 of the operator API ends it
 * (operatorRequest.ts). The server checks the grant on every call; the menu
 * only hides what would be refused.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OperatorGrant, OperatorRole } from '@matka/shared';

export interface OperatorProfile {
  name: string;
  role: OperatorRole;
  grants: OperatorGrant[];
}

export interface ConsoleSessionState {
  operator: OperatorProfile | null;
  /** The server has said whether this browser holds an operator session. */
  checked: boolean;
}

const initialState: ConsoleSessionState = { operator: null, checked: false };

export const consoleSessionSlice = createSlice({
  name: 'consoleSession',
  initialState,
  reducers: {
    operatorSignedIn(state, action: PayloadAction<OperatorProfile>) {
      state.operator = { name: action.payload.name, role: action.payload.role, grants: action.payload.grants };
      state.checked = true;
    },
    operatorSessionEnded(state) {
      state.operator = null;
      state.checked = true;
    },
  },
  selectors: {
    selectOperator: (state) => state.operator,
    selectSessionChecked: (state) => state.checked,
  },
});

export const { operatorSignedIn, operatorSessionEnded } = consoleSessionSlice.actions;
export const { selectOperator, selectSessionChecked } = consoleSessionSlice.selectors;

/** May this operator use this part of the API? The grants are the server's answer (ROLE_GRANTS). */
export function operatorMay(operator: OperatorProfile | null, grant: OperatorGrant): boolean {
  return operator?.grants.includes(grant) ?? false;
}
