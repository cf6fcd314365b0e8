/**
 * The /sign-up form's rules: the name, date of birth and terms signup.php
 * parses with (shared/src/schemas/account.ts), plus the age on the device's
 * date (docs/PROTECTION.md; the server judges again by the date in India). The
 * email stays optional (docs/PRODUCT.md §5), but one given is judged here by the
 * server's own rule: signup.php refuses a bad one, and the MPIN step that sends
 * it has no email field. Field order is the order the messages come
 * in: the form shows one at a time.
 */
import { z } from 'zod';
import { MINIMUM_AGE_YEARS, PROTECTION_MSG, ageOn, isCalendarDate, signupRequest } from '@matka/shared';

function isoDate(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A real date of birth that is in the future, or less than 18 years ago; '' when it is acceptable or not a real date (the schema says so). */
function ageProblem(value: string, today: Date): string {
  if (!isCalendarDate(value)) return '';
  const todayText = isoDate(today);
  if (value > todayText) return PROTECTION_MSG.dobInvalid;
  return ageOn(value, todayText) < MINIMUM_AGE_YEARS ? PROTECTION_MSG.underage : '';
}

export function dateOfBirthField(today: () => Date = () => new Date()) {
  return signupRequest.shape.date_of_birth.superRefine((value, context) => {
    const problem = ageProblem(value, today());
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

export const signUpForm = z.object({
  username: signupRequest.shape.username,
  email: signupRequest.shape.email,
  date_of_birth: dateOfBirthField(),
  terms_accepted: signupRequest.shape.terms_accepted,
});

export type SignUpValues = { username: string; email: string; date_of_birth: string; terms_accepted: boolean };
export type SignUpOutput = z.output<typeof signUpForm>;

/** The date of birth's message on a given day ('' when acceptable). */
export function dateOfBirthError(value: string, today: Date = new Date()): string {
  const result = dateOfBirthField(() => today).safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}
