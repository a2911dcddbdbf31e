import { hashPassword, isPasswordHash, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain('correct');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password twice')).not.toEqual(
      await hashPassword('same password twice'),
    );
  });

  it('refuses short passwords and malformed hashes', async () => {
    await expect(hashPassword('short')).rejects.toThrow(/12 characters/);
    await expect(verifyPassword('anything at all', 'plain-text-password')).resolves.toBe(false);
  });
});
