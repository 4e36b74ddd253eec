import { newPassword } from '@contracts/user';
import { login } from '@contracts/auth';
import { newPasswordRule, requiredRule } from '@/features/auth/utils/form-rules';

/**
 * A new password of only spaces is refused by the browser and the contract alike (it could be
 * set, then the sign-in form trimmed it to nothing); a password that must only be there is not
 * trimmed, so one set before still signs in.
 */
describe('passwords of spaces', () => {
  const spaces = ' '.repeat(10);

  it('a new one is refused, by the form rule and the contract', () => {
    expect(newPasswordRule(spaces)).toBe('validation.passwordBlank');
    expect(newPasswordRule('\t \n'.repeat(4))).toBe('validation.passwordBlank');
    expect(newPassword.safeParse(spaces).success).toBe(false);
    // Spaces around a real password are part of it.
    expect(newPasswordRule(' long enough ')).toBeUndefined();
    expect(newPassword.safeParse(' long enough ').success).toBe(true);
  });

  it('one that must only be there (sign-in, the current password) is there', () => {
    expect(requiredRule(spaces)).toBeUndefined();
    expect(requiredRule('')).toBe('validation.required');
    expect(login.body!.safeParse({ email: 'a@example.com', password: spaces }).success).toBe(true);
  });
});
