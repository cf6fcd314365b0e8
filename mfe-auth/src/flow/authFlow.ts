/**
 * What the sign-up and login screens carry from one to the next (the number,
 * then name and email). It travels in the router's location state and is
 * mirrored in sessionStorage so a reload on /sign-up, /M_pin, /Otp or
 * /login_mpin keeps it. Nothing secret is stored: never the MPIN or the OTP.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMobileNumber } from './rules';

export interface AuthFlow {
  phone_number: string;
  username?: string;
  email?: string;
  /** 'YYYY-MM-DD' (18 or older, docs/PROTECTION.md). */
  date_of_birth?: string;
  /** The terms were ticked on /sign-up. */
  terms_accepted?: boolean;
  /** Epoch ms of the last OTP sent, so the resend countdown survives a reload. */
  otp_sent_at_ms?: number;
}

export const AUTH_FLOW_STORAGE_KEY = 'matka:auth-flow';

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Accepts only a well-formed flow; anything else (old history entries, tampering) is no flow. */
export function parseAuthFlow(value: unknown): AuthFlow | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const phone = record.phone_number;
  if (typeof phone !== 'string' || !isMobileNumber(phone)) return null;
  const flow: AuthFlow = { phone_number: phone };
  const username = optionalString(record.username);
  const email = optionalString(record.email);
  if (username !== undefined) flow.username = username;
  if (email !== undefined) flow.email = email;
  const dateOfBirth = optionalString(record.date_of_birth);
  if (dateOfBirth !== undefined) flow.date_of_birth = dateOfBirth;
  if (record.terms_accepted === true) flow.terms_accepted = true;
  if (typeof record.otp_sent_at_ms === 'number' && Number.isFinite(record.otp_sent_at_ms)) {
    flow.otp_sent_at_ms = record.otp_sent_at_ms;
  }
  return flow;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: location state alone carries the flow
  }
}

export function readStoredAuthFlow(): AuthFlow | null {
  try {
    const raw = sessionStore()?.getItem(AUTH_FLOW_STORAGE_KEY);
    return raw ? parseAuthFlow(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function storeAuthFlow(flow: AuthFlow): void {
  try {
    sessionStore()?.setItem(AUTH_FLOW_STORAGE_KEY, JSON.stringify(flow));
  } catch {
    // quota or privacy mode: the location state still carries it
  }
}

export function clearAuthFlow(): void {
  try {
    sessionStore()?.removeItem(AUTH_FLOW_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * The flow for this screen: the location state first; sessionStorage when the
 * state is gone (reload, new entry). When both name the same number the stored
 * copy fills in what the older history entry lacks.
 */
export function useAuthFlow(): AuthFlow | null {
  const location = useLocation();
  return useMemo(() => {
    const fromState = parseAuthFlow(location.state);
    const stored = readStoredAuthFlow();
    if (fromState && stored && stored.phone_number === fromState.phone_number) return { ...fromState, ...stored };
    return fromState ?? stored;
  }, [location.state]);
}

/** Navigates to the next step carrying the flow in both places. */
export function useFlowNavigate(): (to: string, flow: AuthFlow, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, flow, options) => {
      storeAuthFlow(flow);
      navigate(to, { state: flow, replace: options?.replace ?? false });
    },
    [navigate],
  );
}
