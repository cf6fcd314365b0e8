import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, operatorPasswordProblem } from './operatorPasswords.js';

describe('operator password policy', () => {
  it('asks for 12 characters, refuses the demo password and near-constant strings, accepts a passphrase', () => {
    expect(operatorPasswordProblem('elevenchars')).toBe('The password needs at least 12 characters.');
    expect(operatorPasswordProblem(DEMO_OPERATOR_PASSWORD)).toBe('The demo password cannot be used. Choose your own.');
    expect(operatorPasswordProblem(DEMO_OPERATOR_PASSWORD.toUpperCase())).toBe('The demo password cannot be used. Choose your own.');
    expect(operatorPasswordProblem('aaaaaaaaaaaaaaaa')).toBe('The password needs at least 4 different characters.');
    expect(operatorPasswordProblem('x'.repeat(201))).toBe('The password may have at most 200 characters.');
    expect(operatorPasswordProblem('correct horse battery staple')).toBeNull();
  });
});
