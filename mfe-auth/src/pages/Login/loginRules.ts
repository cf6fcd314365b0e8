/**
 * Login's form rule: the number check_user.php parses with
 * (shared/src/schemas/account.ts). Its own chunk, loaded on the first submit
 * or when the browser is idle (Login.tsx): zod stays off the first screen.
 */
import { phoneNumberRequest, type PhoneNumberInput } from '@matka/shared';
import { schemaResolver } from '@matka/shared/client';

export interface LoginValues {
  phone_number: string;
}

export const loginResolver = schemaResolver<LoginValues, PhoneNumberInput>(phoneNumberRequest);
