import { register } from '@contracts/auth';
import { updateSettings } from '@contracts/user';
import { nameRule } from '@/features/auth/utils/form-rules';

/**
 * The name's 100 characters are counted as the user counts them (code points), in the form and
 * the contract alike: 60 emoji are 120 UTF-16 units, and the form said "at most 100 characters".
 * The contract's `.max(100)` already counts code points (zod 4.6); these hold it to that, should
 * zod change, and keep the code and message of a refusal the UI shows.
 */
describe('the name limit', () => {
  const account = { email: 'a@example.com', password: 'long-enough', password_confirmation: 'long-enough' };
  const registerName = (name: string) => register.body!.safeParse({ ...account, name });
  const settingsName = (name: string) => updateSettings.body!.safeParse({ name });

  it('takes 60 emoji, and 100 of them, in the form and the contract', () => {
    for (const name of ['😀'.repeat(60), '👍'.repeat(100), `  ${'é'.repeat(100)}  `]) {
      expect(nameRule(name)).toBeUndefined();
      expect(registerName(name).success).toBe(true);
      expect(settingsName(name).success).toBe(true);
    }
  });

  it('refuses 101 characters, with the code and message a too long name always had', () => {
    for (const name of ['😀'.repeat(101), 'x'.repeat(101)]) {
      expect(nameRule(name)).toBe('validation.nameMax');
      for (const result of [registerName(name), settingsName(name)]) {
        expect(result.error?.issues).toEqual([
          expect.objectContaining({
            path: ['name'],
            code: 'too_big',
            maximum: 100,
            message: 'Too big: expected string to have <=100 characters',
          }),
        ]);
      }
    }
  });

  it('still trims, and an empty name is still refused by the settings', () => {
    expect(registerName('  Ann  ').data?.name).toBe('Ann');
    expect(settingsName('   ').success).toBe(false);
  });
});
